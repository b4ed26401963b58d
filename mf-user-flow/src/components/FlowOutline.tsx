import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { USER_FLOW_LIMITS } from 'shared-contracts/editors/user-flow/content';
import type { Flow, FlowConnector, FlowNode, NodeKind } from '../model/flow';
import { entryKey, entryNode, type ReadingEntry, readingOrder } from '../model/reading-order';
import './flow-outline.css';

/** Every word the list view shows or says; the editor passes them in its language. */
export interface OutlineWords {
  /** The tree's accessible name: 'Flow in reading order'. */
  label: string;
  /** The line under it that names the keys. */
  help: string;
  /** A kind's name: 'Screen', 'Decision'. */
  kind(kind: NodeKind): string;
  /** What an empty label reads as: 'Untitled'. */
  untitled: string;
  /** A connector's label before what it leads to: 'Yes' → 'Yes →'. */
  via(label: string): string;
  /** A connector to a node listed earlier: 'goes to Decision: Paid?'. */
  goesTo(name: string): string;
  /** The marker of a node that no start leads to: 'Not connected'. */
  detached: string;
  /** The rename field's name: 'Label of Screen: Pay'. */
  renameLabel(name: string): string;
}

export interface FlowOutlineProps {
  flow: Flow;
  /** The diagram's selection; the focused row follows its first node (or connector). */
  selectedIds: ReadonlySet<string>;
  /** A row chosen: its node's id; for a jump, the id of the node it goes to. */
  onSelect(id: string): void;
  onRename(id: string, label: string): void;
  /** A new node after this one, connected to it (then named in place once it is selected). */
  onAddNext(id: string): void;
  /** A node's id, or a jump's connector's id (the jump is the connector, not its target). */
  onRemove(id: string): void;
  /** Keep it the same object between renders (memoise it): every row reads it. */
  words: OutlineWords;
}

/** The row with the focus (one tab stop), and its index then, to fall back near it once it is gone. */
interface Active {
  key: string;
  index: number;
}

/**
 * The flow as a list, in reading order (model/reading-order.ts): an ARIA tree whose rows
 * are flat, with their level from their depth, one tab stop on the focused row. Up/Down,
 * Home/End move; Left goes to the row it follows from, Right to the first that follows
 * it; Enter adds the next node after this one and names it in place (on a jump: goes to
 * its node); F2 renames; Delete removes. It edits through the editor's commands, as the
 * diagram does, and the focused row follows the diagram's selection.
 */
export function FlowOutline(props: FlowOutlineProps) {
  const { flow, selectedIds, words } = props;
  const baseId = useId();
  const helpId = `${baseId}help`;
  const rowId = useCallback((key: string) => `${baseId}row-${key}`, [baseId]);
  const treeRef = useRef<HTMLDivElement>(null);

  const entries = useMemo(
    () => readingOrder({ nodes: flow.nodes, connectors: flow.connectors }),
    [flow.nodes, flow.connectors],
  );
  const { indexByKey, keyByPart } = useMemo(() => partIndex(entries), [entries]);

  const [active, setActive] = useState<Active | null>(() =>
    followSelection(entries, indexByKey, keyByPart, selectedIds, null),
  );
  const [editingKey, setEditingKey] = useState<string | null>(null);
  /** Bumped by the list's own keys and edits: the focus then goes to the focused row. */
  const [focusTick, setFocusTick] = useState(0);
  const refocus = useCallback(() => setFocusTick((tick) => tick + 1), []);
  /** The nodes before Enter asked for a new one: the new one, once selected, is named in place. */
  const [adding, setAdding] = useState<readonly FlowNode[] | null>(null);

  // State adjusted while rendering (React's pattern for following props): the focused
  // row follows the selection, names the node Enter added, and moves to a neighbour when
  // its row goes.
  const [seenSelection, setSeenSelection] = useState(selectedIds);
  let current = active;
  if (seenSelection !== selectedIds) {
    setSeenSelection(selectedIds);
    current = followSelection(entries, indexByKey, keyByPart, selectedIds, current);
  }
  if (adding && adding !== flow.nodes) {
    setAdding(null);
    const made = [...selectedIds].find(
      (id) => indexByKey.has(id) && !adding.some((node) => node.id === id),
    );
    if (made !== undefined && flow.nodes.some((node) => node.id === made)) {
      setEditingKey(made);
      current = { key: made, index: indexByKey.get(made)! };
    }
  }
  if (current && !indexByKey.has(current.key)) {
    // The row went (removed, or its connector did): its neighbour above keeps the focus,
    // the row it was read under, as a rule.
    const index = Math.min(Math.max(current.index - 1, 0), entries.length - 1);
    const near = entries[index];
    current = near ? { key: entryKey(near), index } : null;
  }
  if (!current && entries.length > 0) current = { key: entryKey(entries[0]!), index: 0 };
  if (current !== active) setActive(current);
  const activeKey = current?.key ?? null;
  const editing = editingKey !== null && indexByKey.has(editingKey) ? editingKey : null;

  // What the stable callbacks read when they run, so the memoised rows keep their props.
  const latest = useRef({ props, entries, indexByKey });
  latest.current = { props, entries, indexByKey };

  // `activeKey` is read, not a cause: the focus moves only when the list asked for it.
  useLayoutEffect(() => {
    if (focusTick === 0) return;
    const { entries, indexByKey, props } = latest.current;
    const key = activeKey;
    if (key === null) return;
    const row = document.getElementById(rowId(key));
    const field = row?.querySelector<HTMLElement>('input, textarea');
    (field ?? row)?.focus();
    // A removal leaves nothing selected: the row that has the focus is the one chosen.
    const entry = entries[indexByKey.get(key) ?? -1];
    if (entry && props.selectedIds.size === 0) props.onSelect(entryNode(entry).id);
    // An add that made nothing (refused at the flow's limits) is not waited for: a node
    // added later in the diagram is not the list's to name.
    if (adding && adding === props.flow.nodes) setAdding(null);
  }, [focusTick, rowId]);

  // The focused row stays in sight as the diagram's selection moves it, scrolling only
  // the list (scrollIntoView would scroll the page to a list the user is not looking at).
  useLayoutEffect(() => {
    const tree = treeRef.current;
    const row = activeKey === null ? null : document.getElementById(rowId(activeKey));
    if (!tree || !row || tree.contains(document.activeElement)) return;
    if (row.offsetTop < tree.scrollTop) tree.scrollTop = row.offsetTop;
    else if (row.offsetTop + row.offsetHeight > tree.scrollTop + tree.clientHeight)
      tree.scrollTop = row.offsetTop + row.offsetHeight - tree.clientHeight;
  }, [activeKey, rowId]);

  const choose = useCallback((key: string) => {
    const { entries, indexByKey, props } = latest.current;
    const index = indexByKey.get(key);
    if (index === undefined) return;
    setActive({ key, index });
    props.onSelect(entryNode(entries[index]!).id);
  }, []);

  const startRename = useCallback((key: string) => setEditingKey(key), []);

  const finishRename = useCallback(
    (key: string, label: string | null, keepFocus: boolean) => {
      setEditingKey((editing) => (editing === key ? null : editing));
      const { entries, indexByKey, props } = latest.current;
      const entry = entries[indexByKey.get(key) ?? -1];
      if (label !== null && entry?.kind === 'node' && label !== entry.node.label)
        props.onRename(entry.node.id, label);
      if (keepFocus) refocus();
    },
    [refocus],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = (event.target as HTMLElement).closest<HTMLElement>('[data-row-key]')?.dataset
      .rowKey;
    const index = key === undefined ? undefined : indexByKey.get(key);
    if (index === undefined) return;
    const entry = entries[index]!;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const moveTo = (to: number | undefined) => {
      const target = to === undefined ? undefined : entries[to];
      if (!target) return;
      choose(entryKey(target));
      refocus();
    };
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        moveTo(index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(entries.length - 1);
        break;
      case 'ArrowLeft':
        moveTo(parentIndex(entries, index));
        break;
      case 'ArrowRight':
        if ((entries[index + 1]?.depth ?? -1) > entry.depth) moveTo(index + 1);
        break;
      case 'Enter':
        if (entry.kind === 'jump') moveTo(indexByKey.get(entry.target.id));
        else {
          setAdding(flow.nodes);
          props.onAddNext(entry.node.id);
          refocus();
        }
        break;
      case 'F2':
        if (entry.kind === 'node') setEditingKey(entry.node.id);
        break;
      case 'Delete':
      case 'Backspace':
        props.onRemove(entryKey(entry));
        refocus();
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  // A row focused otherwise than by the list's keys (a click, a screen reader's cursor)
  // becomes the tab stop, so the keys act from where the user is.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const key = (event.target as HTMLElement).dataset.rowKey;
    const index = key === undefined ? undefined : indexByKey.get(key);
    if (key !== undefined && index !== undefined && key !== activeKey) setActive({ key, index });
  };

  const firstDetached = entries.findIndex((entry) => entry.detached);
  return (
    <div className="uf-outline">
      <p id={helpId} className="uf-outline__help">
        {words.help}
      </p>
      <div
        ref={treeRef}
        role="tree"
        aria-label={words.label}
        aria-describedby={helpId}
        // The diagram may select several nodes; the list itself chooses one.
        aria-multiselectable={selectedIds.size > 1 || undefined}
        className="uf-outline__tree"
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        {entries.map((entry, index) => {
          const key = entryKey(entry);
          const connector = entry.kind === 'node' ? entry.via : entry.connector;
          return (
            <OutlineRow
              key={key}
              rowKey={key}
              domId={rowId(key)}
              node={entryNode(entry)}
              connector={connector}
              jump={entry.kind === 'jump'}
              depth={entry.depth}
              position={entry.position}
              setSize={entry.setSize}
              detachedRoot={entry.detached && entry.depth === 0}
              firstDetached={index === firstDetached}
              selected={selectedIds.has(key)}
              active={key === activeKey}
              editing={key === editing}
              words={words}
              onChoose={choose}
              onStartRename={startRename}
              onFinishRename={finishRename}
            />
          );
        })}
      </div>
    </div>
  );
}

/** Each row's index by its key, and the row each part of the flow is read on. */
function partIndex(entries: readonly ReadingEntry[]) {
  const indexByKey = new Map<string, number>();
  const keyByPart = new Map<string, string>();
  entries.forEach((entry, index) => {
    const key = entryKey(entry);
    indexByKey.set(key, index);
    keyByPart.set(key, key);
    // A connector that leads to a node is read on that node's row.
    if (entry.kind === 'node' && entry.via) keyByPart.set(entry.via.id, key);
  });
  return { indexByKey, keyByPart };
}

/**
 * The focused row once the selection changed: unchanged while it shows a selected part
 * (a jump row shows its connector and the node it goes to), else the row of the first
 * selected part the list shows.
 */
function followSelection(
  entries: readonly ReadingEntry[],
  indexByKey: ReadonlyMap<string, number>,
  keyByPart: ReadonlyMap<string, string>,
  selectedIds: ReadonlySet<string>,
  active: Active | null,
): Active | null {
  const index = active ? indexByKey.get(active.key) : undefined;
  const entry = index === undefined ? undefined : entries[index];
  if (entry && (selectedIds.has(entryKey(entry)) || selectedIds.has(entryNode(entry).id)))
    return active;
  for (const id of selectedIds) {
    const key = keyByPart.get(id);
    if (key !== undefined) return { key, index: indexByKey.get(key)! };
  }
  return active;
}

/** The row a row is read under: the nearest one above it, one level up. */
function parentIndex(entries: readonly ReadingEntry[], index: number): number | undefined {
  const depth = entries[index]!.depth;
  for (let at = index - 1; at >= 0; at -= 1) if (entries[at]!.depth < depth) return at;
  return undefined;
}

interface OutlineRowProps {
  rowKey: string;
  domId: string;
  /** The node the row is (for a jump, the node it goes to). */
  node: FlowNode;
  /** The connector that led here (for a jump, the jump's own). */
  connector: FlowConnector | null;
  jump: boolean;
  depth: number;
  position: number;
  setSize: number;
  detachedRoot: boolean;
  firstDetached: boolean;
  selected: boolean;
  /** The list's one tab stop. */
  active: boolean;
  editing: boolean;
  words: OutlineWords;
  onChoose(key: string): void;
  onStartRename(key: string): void;
  /** The new label, or null when cancelled; `keepFocus` when the list keeps the focus. */
  onFinishRename(key: string, label: string | null, keepFocus: boolean): void;
}

/** One row; memoised with flat props, so an edit or a move of the focus renders the rows it changed. */
const OutlineRow = memo(function OutlineRow({
  rowKey,
  domId,
  node,
  connector,
  jump,
  depth,
  position,
  setSize,
  detachedRoot,
  firstDetached,
  selected,
  active,
  editing,
  words,
  onChoose,
  onStartRename,
  onFinishRename,
}: OutlineRowProps) {
  const text = node.label.trim() ? node.label.replace(/\s+/g, ' ').trim() : '';
  const name = `${words.kind(node.kind)}: ${text || words.untitled}`;
  const via = connector?.label ? words.via(connector.label) : '';
  const spoken = [
    [via, jump ? words.goesTo(name) : name].filter(Boolean).join(' '),
    detachedRoot ? words.detached : '',
  ]
    .filter(Boolean)
    .join(', ');
  const className = [
    'uf-outline__row',
    selected ? 'uf-outline__row--selected' : '',
    jump ? 'uf-outline__row--jump' : '',
    firstDetached ? 'uf-outline__row--first-detached' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree takes the keys for every row (roving focus, FlowOutline's onKeyDown)
    <div
      id={domId}
      role="treeitem"
      data-row-key={rowKey}
      aria-label={spoken}
      aria-level={depth + 1}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-selected={selected}
      tabIndex={active ? 0 : -1}
      className={className}
      style={{ paddingInlineStart: `calc(${depth} * var(--ui-space-5) + var(--ui-space-1))` }}
      onClick={() => onChoose(rowKey)}
      onDoubleClick={() => {
        if (!jump) onStartRename(rowKey);
      }}
    >
      {via && (
        <span className="uf-outline__via" aria-hidden="true">
          {via}
        </span>
      )}
      {jump ? (
        <span className="uf-outline__jump" aria-hidden="true">
          ↩ {words.goesTo(name)}
        </span>
      ) : (
        <>
          <span className={`uf-outline__kind uf-outline__kind--${node.kind}`} aria-hidden="true">
            {words.kind(node.kind)}
          </span>
          {editing ? (
            <RenameField
              node={node}
              label={words.renameLabel(name)}
              onDone={(label, keepFocus) => onFinishRename(rowKey, label, keepFocus)}
            />
          ) : (
            <span
              className={text ? 'uf-outline__label' : 'uf-outline__label uf-outline__label--empty'}
              aria-hidden="true"
            >
              {text || words.untitled}
            </span>
          )}
        </>
      )}
      {detachedRoot && (
        <span className="uf-outline__detached" aria-hidden="true">
          {words.detached}
        </span>
      )}
    </div>
  );
});

interface RenameFieldProps {
  node: FlowNode;
  label: string;
  onDone(label: string | null, keepFocus: boolean): void;
}

/**
 * A label typed in place: Enter keeps it, Escape takes it back, leaving the field keeps
 * it. A note's label may have lines (Shift+Enter adds one), so a note gets a text area.
 */
function RenameField({ node, label, onDone }: RenameFieldProps) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const done = useRef(false);
  useLayoutEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const finish = (value: string | null, keepFocus: boolean) => {
    if (done.current) return;
    done.current = true;
    onDone(value, keepFocus);
  };
  const note = node.kind === 'note';
  const fieldProps = {
    ref,
    className: 'uf-outline__input',
    'aria-label': label,
    defaultValue: node.label,
    maxLength: note ? USER_FLOW_LIMITS.noteMaxLength : USER_FLOW_LIMITS.labelMaxLength,
    // Typing is the field's: the tree's keys (Delete, Home, arrows) must not act on the row.
    onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      event.stopPropagation();
      if (event.key === 'Escape') {
        event.preventDefault();
        finish(null, true);
      } else if (event.key === 'Enter' && !(note && event.shiftKey)) {
        event.preventDefault();
        finish(event.currentTarget.value, true);
      }
    },
    onBlur: (event: { currentTarget: { value: string } }) =>
      finish(event.currentTarget.value, false),
    // A click in the field is not a click on the row.
    onClick: (event: { stopPropagation(): void }) => event.stopPropagation(),
    onDoubleClick: (event: { stopPropagation(): void }) => event.stopPropagation(),
  };
  return note ? (
    <textarea {...fieldProps} rows={Math.min(node.label.split('\n').length, 4)} />
  ) : (
    <input {...fieldProps} />
  );
}
