import {
  type ClipboardEvent,
  type KeyboardEvent,
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import type { SitemapPage } from 'shared-contracts';
import { sitemapText } from '../i18n';
import { type VisibleRow, visibleRows } from '../model/page-tree';
import type { TreeCommands } from './useTreeCommands';

interface OutlineViewProps {
  root: SitemapPage;
  selectedId: string;
  onSelect(id: string): void;
  /** The page whose title is being typed in place, if any. */
  editingId: string | null;
  onEditing(id: string | null): void;
  commands: TreeCommands;
  /** Bumped when the outline should take the focus to the selected page (after an edit it made). */
  focusTick: number;
  requestFocus(): void;
}

const rowDomId = (id: string) => `sm-row-${id}`;

/**
 * The outline: the tree as an indented list, in the ARIA tree pattern (one tab stop on
 * the selected page; arrows move; Right/Left unfold, enter, fold, leave), and the
 * outliner's keys: Enter adds a page after this one and names it in place, Tab/Shift+Tab
 * indent and outdent, Alt+Up/Down reorder, F2 renames, Delete removes, a paste of
 * indented text adds its pages. It edits through the same commands as the diagram.
 */
export function OutlineView({
  root,
  selectedId,
  onSelect,
  editingId,
  onEditing,
  commands,
  focusTick,
  requestFocus,
}: OutlineViewProps) {
  const t = sitemapText.useT();
  const helpId = useId();
  const rows = useMemo(() => visibleRows(root), [root]);
  const listRef = useRef<HTMLDivElement>(null);
  /** After Escape, the next Tab leaves the outline instead of indenting (no keyboard trap). */
  const leaving = useRef(false);

  // Focus follows the selection when the outline asked for it (its own keys and edits);
  // a click in the diagram selects without pulling the focus over here.
  const lastTick = useRef(focusTick);
  useLayoutEffect(() => {
    if (lastTick.current === focusTick) return;
    lastTick.current = focusTick;
    const row = document.getElementById(rowDomId(selectedId));
    const input = row?.querySelector('input');
    (input ?? row)?.focus();
  }, [focusTick, selectedId]);

  const act = useCallback(
    (change: () => void) => {
      // A structural edit from inside the title field is a step of its own, not part of
      // the typing: the kit reads where an edit came from off the focused element.
      const active = document.activeElement;
      if (active instanceof HTMLInputElement) {
        active.closest<HTMLElement>('[role="treeitem"]')?.focus();
      }
      change();
      requestFocus();
    },
    [requestFocus],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-page-id]');
    const id = item?.dataset.pageId;
    if (!id) return;
    const editing = event.target instanceof HTMLInputElement;
    const index = rows.findIndex((row) => row.page.id === id);
    const row = rows[index];
    if (!row) return;
    const move = (to: VisibleRow | undefined) => {
      if (!to) return;
      if (editing) onEditing(null);
      onSelect(to.page.id);
      requestFocus();
    };
    const { key } = event;
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey;
    if (key !== 'Tab' && key !== 'Shift') leaving.current = false;
    let handled = true;
    if (key === 'Enter' && plain && !event.shiftKey) {
      act(() => {
        const added = commands.addSibling(id);
        if (added) onEditing(added);
      });
    } else if (key === 'Tab' && plain && !leaving.current && row.level > 1) {
      act(() => {
        if (event.shiftKey) commands.outdent(id);
        else commands.indent(id);
        // Typing goes on in the page that moved.
        if (editing) onEditing(id);
      });
    } else if (key === 'Escape') {
      leaving.current = true;
      if (editing) {
        onEditing(null);
        requestFocus();
      } else handled = false;
    } else if (event.altKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
      act(() => commands.shift(id, key === 'ArrowUp' ? -1 : 1));
    } else if (key === 'ArrowUp' && plain) move(rows[index - 1]);
    else if (key === 'ArrowDown' && plain) move(rows[index + 1]);
    else if (editing) handled = false;
    else if (key === 'ArrowRight' && plain) {
      if (row.page.collapsed) act(() => commands.setFolded(id, false));
      else move(row.page.children.length > 0 ? rows[index + 1] : undefined);
    } else if (key === 'ArrowLeft' && plain) {
      if (!row.page.collapsed && row.page.children.length > 0)
        act(() => commands.setFolded(id, true));
      else move(rows.find((other) => other.page.id === row.parentId));
    } else if (key === 'Home' && plain) move(rows[0]);
    else if (key === 'End' && plain) move(rows.at(-1));
    else if (key === 'F2' && plain) onEditing(id);
    else if ((key === 'Delete' || key === 'Backspace') && plain) act(() => commands.remove(id));
    else handled = false;
    if (handled) event.preventDefault();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement) return;
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-page-id]');
    const text = event.clipboardData.getData('text/plain');
    if (!item?.dataset.pageId || !text.trim()) return;
    event.preventDefault();
    commands.importText(text, { under: item.dataset.pageId });
    requestFocus();
  };

  return (
    <div className="sm-outline">
      <p id={helpId} className="sm-help">
        {t('outline.help')}
      </p>
      <div
        ref={listRef}
        role="tree"
        aria-label={t('outline.label')}
        aria-describedby={helpId}
        className="sm-outline__tree"
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        // A click puts the user back in the outline: Tab indents again.
        onMouseDown={() => {
          leaving.current = false;
        }}
      >
        {rows.map((row) => (
          <OutlineRow
            key={row.page.id}
            row={row}
            page={row.page}
            selected={row.page.id === selectedId}
            editing={row.page.id === editingId}
            onSelect={onSelect}
            onEditing={onEditing}
            commands={commands}
          />
        ))}
      </div>
    </div>
  );
}

interface OutlineRowProps {
  row: VisibleRow;
  page: SitemapPage;
  selected: boolean;
  editing: boolean;
  onSelect(id: string): void;
  onEditing(id: string | null): void;
  commands: TreeCommands;
}

/** One page of the outline; the same page object renders nothing again (memo). */
const OutlineRow = memo(
  function OutlineRow({
    row,
    page,
    selected,
    editing,
    onSelect,
    onEditing,
    commands,
  }: OutlineRowProps) {
    const t = sitemapText.useT();
    const hasChildren = page.children.length > 0;
    const title = page.title.trim() || t('untitled');
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the tree takes the keys for every row (roving focus, OutlineView's onKeyDown)
      <div
        id={rowDomId(page.id)}
        role="treeitem"
        data-page-id={page.id}
        aria-level={row.level}
        aria-posinset={row.position}
        aria-setsize={row.siblings}
        aria-selected={selected}
        aria-expanded={hasChildren ? !page.collapsed : undefined}
        tabIndex={selected ? 0 : -1}
        className={`sm-outline__row${selected ? ' sm-outline__row--selected' : ''}`}
        style={{ paddingInlineStart: `${(row.level - 1) * 20 + 4}px` }}
        onClick={() => onSelect(page.id)}
        onDoubleClick={() => onEditing(page.id)}
      >
        <span
          className="sm-outline__fold"
          aria-hidden="true"
          onClick={(event) => {
            if (!hasChildren) return;
            event.stopPropagation();
            onSelect(page.id);
            commands.setFolded(page.id, !page.collapsed);
          }}
        >
          {hasChildren ? (page.collapsed ? '▸' : '▾') : ''}
        </span>
        {editing ? (
          <input
            className="sm-outline__input"
            aria-label={t('outline.titleInput')}
            value={page.title}
            maxLength={100}
            // Autofocus: the input appears because the user asked to type here.
            // biome-ignore lint/a11y/noAutofocus: typing in place starts where the user pressed Enter or F2
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => commands.edit(page.id, 'title', event.target.value)}
            onBlur={() => onEditing(null)}
          />
        ) : (
          <span className={`sm-outline__title${page.title.trim() ? '' : ' sm-untitled'}`}>
            {title}
          </span>
        )}
        {page.type !== 'page' && <span className="sm-type-badge">{t(`types.${page.type}`)}</span>}
      </div>
    );
  },
  (before, after) =>
    before.page === after.page &&
    before.selected === after.selected &&
    before.editing === after.editing &&
    before.row.level === after.row.level &&
    before.row.position === after.row.position &&
    before.row.siblings === after.row.siblings &&
    before.commands === after.commands &&
    before.onSelect === after.onSelect,
);
