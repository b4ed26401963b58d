import { useCallback, useMemo, useRef } from 'react';
import { SITEMAP_LIMITS, type SitemapPage } from 'shared-contracts';
import { sitemapText } from '../i18n';
import { type ImportProblem, type ImportTarget, importOutline } from '../model/outline-import';
import { countPages, findPage, findPath, pageAt } from '../model/page-tree';
import { type SitemapDraft, withRoot } from '../model/sitemap';
import {
  addChild,
  addSibling,
  editPage,
  indentPage,
  movePage,
  outdentPage,
  type PageFields,
  removePage,
  setCollapsed,
  shiftPage,
  type TreeEdit,
} from '../model/tree-edits';

interface TreeCommandsOptions {
  root: SitemapPage;
  update(change: (draft: SitemapDraft) => SitemapDraft): void;
  /** The page the user acts on next (selection, and focus in the view that acted). */
  select(id: string): void;
  /** Tells the user what happened or why nothing did (the status line, spoken politely). */
  say(text: string): void;
  /** Opens a page for its title where the outline names pages in place. */
  nameInPlace(id: string): void;
}

export type TreeCommands = ReturnType<typeof useTreeCommands>;

const newId = () => crypto.randomUUID();

/**
 * The tree's edits as the views call them. Each edit is computed once here, against the
 * latest tree, to learn at once whether it was refused (and say why) or what to select
 * next; the draft is then changed through the kit (one undo step, 'Unsaved*', the kept
 * draft) by the same pure function with the same new id, so both agree.
 */
export function useTreeCommands({ root, update, select, say, nameInPlace }: TreeCommandsOptions) {
  const t = sitemapText.useT();
  // The tree as of the last edit, ahead of the next render: two keys pressed within one
  // frame act on each other's result.
  const latest = useRef(root);
  const rendered = useRef(root);
  if (rendered.current !== root) {
    rendered.current = root;
    latest.current = root;
  }

  const titleOf = useCallback(
    (id: string | null, tree = latest.current) => {
      const page = id === null ? null : findPage(tree, id);
      return page?.title.trim() || t('untitled');
    },
    [t],
  );

  const problemText = useCallback(
    (problem: ImportProblem) => t(`problems.${problem.code}`, problem),
    [t],
  );

  const run = useCallback(
    /** Runs `edit`; answers the page to act on next, or null when it was refused. */
    (
      edit: (tree: SitemapPage) => TreeEdit,
      said?: (after: SitemapPage) => string,
    ): string | null => {
      const result = edit(latest.current);
      if (!result.ok) {
        say(problemText(result.problem));
        return null;
      }
      latest.current = result.root;
      update((draft) => {
        const again = edit(draft.root);
        return again.ok ? withRoot(draft, again.root) : draft;
      });
      select(result.focusId);
      if (said) say(said(result.root));
      return result.focusId;
    },
    [update, select, say, problemText],
  );

  const parentTitle = useCallback(
    (tree: SitemapPage, id: string) => {
      const path = findPath(tree, id);
      return path && path.length > 0 ? titleOf(pageAt(tree, path.slice(0, -1)).id, tree) : '';
    },
    [titleOf],
  );

  return useMemo(() => {
    const commands = {
      /** A page under `parentId`; `first` puts it before the others (Enter on the home page). */
      addChild(parentId: string, at: 'first' | 'last' = 'last') {
        const id = newId();
        return run(
          (tree) => addChild(tree, parentId, id, at),
          (tree) => t('say.added', { parent: titleOf(parentId, tree) }),
        );
      },
      /** A page after `id`, or under it when it is the home page (which has no siblings). */
      addSibling(id: string) {
        if (findPath(latest.current, id)?.length === 0) return commands.addChild(id, 'first');
        const added = newId();
        return run(
          (tree) => addSibling(tree, id, added),
          (tree) => t('say.added', { parent: parentTitle(tree, added) }),
        );
      },
      /**
       * The mouse's adds (the toolbar, a box's '+'): the new page opens for its title, as
       * one added from the outline does, so what is typed next names it. Left on the
       * button, the focus sent each Enter to add yet another 'Untitled page' (issue H6).
       */
      addChildAndName(parentId: string) {
        const added = commands.addChild(parentId);
        if (added) nameInPlace(added);
        return added;
      },
      addSiblingAndName(id: string) {
        const added = commands.addSibling(id);
        if (added) nameInPlace(added);
        return added;
      },
      remove(id: string) {
        const page = findPage(latest.current, id);
        const below = page ? countPages(page) - 1 : 0;
        const title = titleOf(id);
        return run(
          (tree) => removePage(tree, id),
          () =>
            below === 0
              ? t('say.removedOne', { title })
              : t('say.removed', { title, count: below }),
        );
      },
      move(id: string, parentId: string) {
        return run(
          (tree) => movePage(tree, id, parentId),
          (tree) => t('say.moved', { title: titleOf(id, tree), parent: titleOf(parentId, tree) }),
        );
      },
      indent(id: string) {
        return run(
          (tree) => indentPage(tree, id),
          (tree) => t('say.indented', { title: titleOf(id, tree), parent: parentTitle(tree, id) }),
        );
      },
      outdent(id: string) {
        const parent = parentTitle(latest.current, id);
        return run(
          (tree) => outdentPage(tree, id),
          (tree) => t('say.outdented', { title: titleOf(id, tree), parent }),
        );
      },
      shift(id: string, by: -1 | 1) {
        return run(
          (tree) => shiftPage(tree, id, by),
          (tree) => {
            const path = findPath(tree, id)!;
            const count = pageAt(tree, path.slice(0, -1)).children.length;
            return t('say.reordered', {
              title: titleOf(id, tree),
              position: path.at(-1)! + 1,
              count,
            });
          },
        );
      },
      setFolded(id: string, collapsed: boolean) {
        return run(
          (tree) => setCollapsed(tree, id, collapsed),
          (tree) => t(collapsed ? 'say.folded' : 'say.unfolded', { title: titleOf(id, tree) }),
        );
      },
      /** A field typed or chosen: never refused (text is fitted as an input fits it). */
      edit<Field extends keyof PageFields>(id: string, field: Field, value: PageFields[Field]) {
        latest.current = editPage(latest.current, id, field, value);
        update((draft) => withRoot(draft, editPage(draft.root, id, field, value)));
      },
      /**
       * A pasted outline; the problem's words when it is refused (the text stays where
       * it was typed, so nothing is lost).
       */
      /** Whether `text` would be taken at `target`: the problem's words, or null. Changes nothing. */
      checkText(text: string, target: ImportTarget): string | null {
        const result = importOutline(latest.current, text, target, newId);
        return result.ok ? null : problemText(result.problem);
      },
      importText(text: string, target: ImportTarget): string | null {
        // The same ids for the check and the change: made once, handed out in order.
        const ids = Array.from({ length: SITEMAP_LIMITS.maxPages }, newId);
        const idsFrom = () => {
          let next = 0;
          return () => ids[next++] ?? newId();
        };
        const result = importOutline(latest.current, text, target, idsFrom());
        if (!result.ok) {
          const words = problemText(result.problem);
          say(words);
          return words;
        }
        latest.current = result.root;
        update((draft) => {
          const again = importOutline(draft.root, text, target, idsFrom());
          return again.ok ? withRoot(draft, again.root) : draft;
        });
        select(result.focusId);
        say(t(target === 'replace' ? 'say.replaced' : 'say.imported', { count: result.added }));
        return null;
      },
      titleOf,
    };
    return commands;
  }, [run, update, select, say, nameInPlace, t, titleOf, parentTitle, problemText]);
}
