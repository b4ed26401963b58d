import { type RefObject, useCallback, useRef, useState } from 'react';
import { sitemapText } from '../i18n';
import { printOutline } from '../model/outline-text';
import { countPages, findPath, pageAt } from '../model/page-tree';
import type { SitemapDraft } from '../model/sitemap';
import type { TreeLayout } from '../model/tree-layout';
import { DiagramView } from './DiagramView';
import { OutlineTextDialog } from './OutlineTextDialog';
import { OutlineView } from './OutlineView';
import { PageDetails } from './PageDetails';
import { SitemapToolbar } from './SitemapToolbar';
import { useTreeCommands } from './useTreeCommands';
import './sitemap.css';

interface SitemapWorkspaceProps {
  draft: SitemapDraft;
  layout: TreeLayout;
  update(change: (draft: SitemapDraft) => SitemapDraft): void;
  pictureRef: RefObject<HTMLDivElement | null>;
}

/**
 * The two views of one tree side by side, the outline (with the selected page's details
 * under it) and the diagram, with one selection between them, a toolbar and one status
 * line that says what each action did or why it was refused (a polite live region, so a
 * screen reader hears it without losing its place).
 */
export function SitemapWorkspace({ draft, layout, update, pictureRef }: SitemapWorkspaceProps) {
  const t = sitemapText.useT();
  const { root } = draft;
  const [chosen, setChosen] = useState(root.id);
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState({ text: '', seq: 0 });
  const [focusTick, setFocusTick] = useState(0);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const detailsTitle = useRef<HTMLInputElement>(null);

  // The selection outlives the page it named (undo, a delete elsewhere): then the home page.
  const selectedPath = findPath(root, chosen);
  const selectedId = selectedPath ? chosen : root.id;
  const selected = pageAt(root, selectedPath ?? []);

  const say = useCallback((text: string) => setStatus((last) => ({ text, seq: last.seq + 1 })), []);
  const requestFocus = useCallback(() => setFocusTick((tick) => tick + 1), []);
  const select = useCallback((id: string) => setChosen(id), []);
  const commands = useTreeCommands({ root, update, select, say, nameInPlace: setEditing });

  const describe = useCallback(
    (id: string) => {
      const box = layout.byId.get(id);
      if (!box) return '';
      const values = {
        title: commands.titleOf(id),
        type: t(`types.${box.page.type}`),
        level: box.level,
        count: box.hidden,
      };
      return box.hidden > 0 ? t('say.selectedFolded', values) : t('say.selected', values);
    },
    [layout, commands, t],
  );

  const selectInDiagram = useCallback(
    (id: string, announce?: boolean) => {
      setChosen(id);
      if (announce) say(describe(id));
    },
    [say, describe],
  );

  const editTitle = useCallback((id: string) => {
    setChosen(id);
    // After the render that shows the page's details.
    requestAnimationFrame(() => detailsTitle.current?.focus());
  }, []);

  return (
    <div className="sm-workspace">
      <SitemapToolbar
        selected={selected}
        isRoot={selectedId === root.id}
        commands={commands}
        onOutlineText={() => setOutlineOpen(true)}
      />
      <p className="sm-status" role="status" aria-live="polite">
        <span key={status.seq}>{status.text}</span>
      </p>
      <div className="sm-panes">
        <div className="sm-side">
          <section className="sm-outline-pane" aria-labelledby="sm-outline-title">
            <h2 id="sm-outline-title" className="sm-pane-title">
              {t('outline.title')}
            </h2>
            <OutlineView
              root={root}
              selectedId={selectedId}
              onSelect={select}
              editingId={editing}
              onEditing={setEditing}
              commands={commands}
              focusTick={focusTick}
              requestFocus={requestFocus}
            />
          </section>
          <PageDetails
            page={selected}
            level={(selectedPath?.length ?? 0) + 1}
            commands={commands}
            titleRef={detailsTitle}
          />
        </div>
        <DiagramView
          layout={layout}
          name={draft.name}
          selectedId={selectedId}
          onSelect={selectInDiagram}
          commands={commands}
          onEditTitle={editTitle}
          say={say}
          pictureRef={pictureRef}
        />
      </div>
      <OutlineTextDialog
        open={outlineOpen}
        onClose={() => setOutlineOpen(false)}
        outline={outlineOpen ? printOutline(root) : ''}
        pageCount={outlineOpen ? countPages(root) : 0}
        selectedId={selectedId}
        selectedTitle={commands.titleOf(selectedId)}
        onCheck={commands.checkText}
        onImport={commands.importText}
      />
    </div>
  );
}
