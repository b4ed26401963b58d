import { useMessageText } from 'editor-kit';
import {
  type CSSProperties,
  type KeyboardEvent,
  memo,
  type RefObject,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button, ConfirmDialog, IconButton, PlusIcon } from 'shared-ui';
import { analysisText } from '../i18n';
import {
  type Analysis,
  addColumn,
  addRow,
  canAddColumn,
  canAddRow,
  cellValue,
  columnHasContent,
  removeColumn,
  removeRow,
  retypeColumn,
  retypeLosesText,
  rowHasContent,
  setCell,
} from '../model/analysis';
import type { ColumnType } from '../model/cell-values';
import { applyEdit, isEditable } from '../model/grid-edits';
import {
  clampPosition,
  criterionCol,
  gridRow,
  gridSize,
  moveFocus,
  type Position,
} from '../model/grid-navigation';
import { AnalysisRow } from './AnalysisRow';
import type { EditEnd } from './CellEditor';
import { type GridActions, positionKey } from './grid-actions';
import { HeaderRow } from './HeaderRow';
import { type Question, questions } from './questions';
import { useColumnWidths } from './useColumnWidths';

export interface AnalysisTableProps {
  analysis: Analysis;
  update(change: (analysis: Analysis) => Analysis): void;
  /** What export and the thumbnail picture: the whole table, not only its visible part. */
  sheetRef: RefObject<HTMLDivElement | null>;
  /** Remembers column widths per analysis on this device; null for a guest. */
  itemKey: string | null;
}

/** The name column resizes like the criteria; this is its key among the widths. */
const NAME_COLUMN_ID = 'competitor-name';
const NUMBER_WIDTH = { wide: 56, narrow: 44 };
const REMOVE_WIDTH = 48;

interface Editing {
  at: Position;
  selectAll: boolean;
  /** A character typed on the cell, which replaces its text. */
  typed?: string;
}

interface Confirmation extends Question {
  run(): void;
}

const samePosition = (a: Position, b: Position) => a.row === b.row && a.col === b.col;

/** A printable character typed on a body cell (not on a button, not a shortcut). */
function typesOver(event: KeyboardEvent, target: HTMLElement): boolean {
  return (
    event.key.length === 1 &&
    event.key !== ' ' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    target.tagName !== 'BUTTON'
  );
}

/**
 * The competitor analysis table (spec §2) as an ARIA grid: one cell at a time is a tab
 * stop; arrows, Home/End and Page Up/Down move; Enter or F2 edits; Enter commits;
 * Escape cancels; Tab leaves. The '+' buttons add criteria and competitors up to 30.
 *
 * Performance: rows are memoised and the text being typed stays in the cell's editor
 * until it is committed, so a keystroke in a 30 x 30 table re-renders one field; moving
 * the active cell re-renders the two rows involved. The table itself is memoised too: the
 * frame around it re-renders several times a save (saving, saved, the refreshed lists),
 * which re-rendered the header's 30 column menus and resize handles each time.
 */
export const AnalysisTable = memo(function AnalysisTable({
  analysis,
  update,
  sheetRef,
  itemKey,
}: AnalysisTableProps) {
  const t = analysisText.useT();
  const messageText = useMessageText();
  const { columns, rows } = analysis;
  const size = gridSize(rows.length, columns.length);
  const [activeState, setActive] = useState<Position>({ row: rows.length > 0 ? 1 : 0, col: 1 });
  // Rows and columns come and go: the active cell stays inside the table.
  const active = clampPosition(activeState, size);
  const [editing, setEditingState] = useState<Editing | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const { sizing, narrow } = useColumnWidths(itemKey, [
    NAME_COLUMN_ID,
    ...columns.map((column) => column.id),
  ]);

  // Read by the stable callbacks below, which must see the latest render.
  const latest = useRef({ analysis, active });
  latest.current = { analysis, active };
  const editingRef = useRef<Editing | null>(null);
  const setEditing = (next: Editing | null) => {
    editingRef.current = next;
    setEditingState(next);
  };
  /** After the next render: focus the active cell (keyboard moves, ends of edits). */
  const focusWanted = useRef(false);
  /** After the next render: scroll this cell into view (a new row or column). */
  const revealWanted = useRef<string | null>(null);

  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const at = (key: string) => table.querySelector<HTMLElement>(`[data-pos="${key}"]`);
    if (revealWanted.current) {
      at(revealWanted.current)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      revealWanted.current = null;
    }
    if (focusWanted.current && !editingRef.current) {
      focusWanted.current = false;
      at(positionKey(active.row, active.col))?.focus();
    }
  });

  const focusAt = (at: Position) => {
    focusWanted.current = true;
    setActive(at);
  };

  const ask = (confirm: Confirmation) => setConfirmation(confirm);

  // One object for the table's lifetime (its methods read `latest`), so rows stay memoised.
  const actions = useMemo<GridActions>(
    () => ({
      focusCell: (row, col) =>
        setActive((current) => (samePosition(current, { row, col }) ? current : { row, col })),
      startEdit: (row, col, { selectAll = false, typed } = {}) => {
        const at = { row, col };
        if (editingRef.current && samePosition(editingRef.current.at, at)) return;
        if (!isEditable(latest.current.analysis, at)) return;
        setActive(at);
        setEditing({ at, selectAll, typed });
      },
      commitEdit: (text: string, end: EditEnd) => {
        const current = editingRef.current;
        if (!current) return;
        setEditing(null);
        update((table) => applyEdit(table, current.at, text).table);
        // Where the cell is now (a row number moves its row).
        setActive(applyEdit(latest.current.analysis, current.at, text).at);
        // Enter keeps the keyboard in the grid; a click elsewhere has already moved focus.
        if (end === 'key') focusWanted.current = true;
      },
      cancelEdit: () => {
        setEditing(null);
        focusWanted.current = true;
      },
      toggle: (rowId, columnId) =>
        update((table) => {
          const row = table.rows.find((r) => r.id === rowId);
          const column = table.columns.find((c) => c.id === columnId);
          if (!row || !column) return table;
          return setCell(table, rowId, columnId, !cellValue(row, column));
        }),
      removeRow: (rowId) => {
        const remove = () => {
          update((table) => removeRow(table, rowId));
          focusWanted.current = true;
        };
        const table = latest.current.analysis;
        const row = table.rows.find((r) => r.id === rowId);
        if (!row) return;
        if (!rowHasContent(table, rowId)) return remove();
        ask({ ...questions.removeRow(row.name), run: remove });
      },
    }),
    [],
  );

  const retype = (columnId: string, type: ColumnType) => {
    // Yes and No become text, and back, in the words shown.
    const answers = { yes: t('yes'), no: t('no') };
    const run = () => update((table) => retypeColumn(table, columnId, type, answers));
    if (!retypeLosesText(analysis, columnId, type, answers)) return run();
    const column = columns.find((c) => c.id === columnId);
    ask({ ...questions.retype(column?.name ?? ''), run });
  };

  const deleteColumn = (columnId: string) => {
    const run = () => {
      update((table) => removeColumn(table, columnId));
      focusWanted.current = true;
    };
    if (!columnHasContent(analysis, columnId)) return run();
    const column = columns.find((c) => c.id === columnId);
    ask({ ...questions.deleteColumn(column?.name ?? ''), run });
  };

  const addCriterion = () => {
    if (!canAddColumn(analysis)) return;
    update((table) => addColumn(table, undefined, t('newCriterionPrefix')));
    revealWanted.current = positionKey(0, criterionCol(columns.length));
  };

  const addCompetitor = () => {
    if (!canAddRow(analysis)) return;
    update((table) => addRow(table, undefined, t('newCompetitorPrefix')));
    revealWanted.current = positionKey(gridRow(rows.length), 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Only keys pressed on a cell itself: editors, menus and handles handle their own.
    const target = event.target as HTMLElement;
    if (!target.dataset.pos || editingRef.current) return;
    const [row = 0, col = 0] = target.dataset.pos.split(':').map(Number);
    const from = { row, col };
    const next = moveFocus(from, event.key, event.ctrlKey || event.metaKey, size);
    if (next) {
      event.preventDefault();
      focusAt(next);
    } else if ((event.key === 'Enter' || event.key === 'F2') && isEditable(analysis, from)) {
      // Buttons (column menus, Yes/No switches, crosses) answer Enter themselves.
      if (target.tagName === 'BUTTON' && event.key === 'Enter') return;
      event.preventDefault();
      actions.startEdit(row, col);
    } else if (typesOver(event, target) && isEditable(analysis, from)) {
      // As in a spreadsheet, typing on a cell starts over with what is typed (Escape
      // gives the old text back). Row numbers take digits only.
      if (col === 0 && !/^\d$/.test(event.key)) return;
      event.preventDefault();
      actions.startEdit(row, col, { typed: event.key });
    }
  };

  const numberWidth = narrow ? NUMBER_WIDTH.narrow : NUMBER_WIDTH.wide;
  const nameWidth = sizing.widthOf(NAME_COLUMN_ID);
  const criteriaWidths = columns.map((column) => sizing.widthOf(column.id));
  const tableWidth = numberWidth + nameWidth + criteriaWidths.reduce((a, b) => a + b, 0);
  // The remove column is a control: export pictures the table without it.
  const widthStyle = {
    '--ca-table-width': `${tableWidth + REMOVE_WIDTH}px`,
    '--ca-export-width': `${tableWidth}px`,
    '--ca-number-width': `${numberWidth}px`,
  } as CSSProperties;

  const activeRow = active.row;
  const editingAt = editing?.at;
  const criteriaFull = !canAddColumn(analysis);
  const competitorsFull = !canAddRow(analysis);
  // At a limit, '+' says why beside it, in words (a tooltip alone is missed, and touch has none).
  const criteriaLimitId = useId();
  const competitorsLimitId = useId();

  return (
    <div className="ca-editor">
      {/* The table scrolls in its own frame; '+' for a criterion stays beside the frame,
          in view however wide the table is (issue H6: at 1400 px a fourth criterion used
          to push it out of sight). */}
      <div className="ca-frame">
        <div className="ca-scroller">
          <div className="ca-sheet" ref={sheetRef}>
            {/* The picture's title in export and thumbnails; the header shows it on screen.
              Not a <caption>: html-to-image copies the table's computed height, which
              counts the caption, and the copy spread that height over the rows. */}
            <p className="ca-title" aria-hidden="true">
              {analysis.name}
            </p>
            <table
              ref={tableRef}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid is a table with role grid; its cells are operable (keys handled below)
              role="grid"
              className="ca-table"
              aria-label={t('gridLabel', { name: analysis.name || t('typeLabel') })}
              style={widthStyle}
              onKeyDown={onKeyDown}
            >
              <colgroup>
                <col style={{ width: numberWidth }} />
                <col style={{ width: nameWidth }} />
                {columns.map((column, i) => (
                  <col key={column.id} style={{ width: criteriaWidths[i] }} />
                ))}
                <col className="ui-editor-control" style={{ width: REMOVE_WIDTH }} />
              </colgroup>
              <thead>
                <HeaderRow
                  columns={columns}
                  activeCol={activeRow === 0 ? active.col : -1}
                  renamingCol={editingAt?.row === 0 ? editingAt.col : -1}
                  renameSelectsAll={editing?.selectAll ?? false}
                  actions={actions}
                  sizing={sizing}
                  nameColumnId={NAME_COLUMN_ID}
                  onRetype={retype}
                  onDeleteColumn={deleteColumn}
                />
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <AnalysisRow
                    key={row.id}
                    row={row}
                    index={index}
                    columns={columns}
                    activeCol={activeRow === gridRow(index) ? active.col : -1}
                    editingCol={editingAt?.row === gridRow(index) ? editingAt.col : -1}
                    typed={editingAt?.row === gridRow(index) ? editing?.typed : undefined}
                    actions={actions}
                  />
                ))}
                {rows.length === 0 && (
                  <tr>
                    <td className="ca-no-data" colSpan={size.cols}>
                      <p>{messageText('noData')}</p>
                      {columns.length > 0 && (
                        <p className="ca-no-data__hint ui-editor-control">
                          {t('criteriaNeedCompetitor')}
                        </p>
                      )}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </div>
        <div className="ca-add-criterion ui-editor-control">
          <IconButton
            label={t('addCriterion')}
            title={criteriaFull ? messageText('maxCriteria') : t('addCriterion')}
            variant="secondary"
            aria-disabled={criteriaFull || undefined}
            aria-describedby={criteriaFull ? criteriaLimitId : undefined}
            onClick={addCriterion}
          >
            <PlusIcon />
          </IconButton>
          {criteriaFull && (
            <p id={criteriaLimitId} className="ca-limit-note">
              {messageText('maxCriteria')}
            </p>
          )}
        </div>
      </div>
      <div className="ca-add-competitor ui-editor-control">
        <Button
          variant="secondary"
          size="sm"
          title={competitorsFull ? messageText('maxCompetitors') : undefined}
          aria-disabled={competitorsFull || undefined}
          aria-describedby={competitorsFull ? competitorsLimitId : undefined}
          onClick={addCompetitor}
        >
          <PlusIcon /> {t('addCompetitor')}
        </Button>
        {competitorsFull && (
          <p id={competitorsLimitId} className="ca-limit-note">
            {messageText('maxCompetitors')}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        message={confirmation?.detail}
        confirmLabel={confirmation?.confirmLabel ?? t('delete')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() => {
          confirmation?.run();
          setConfirmation(null);
        }}
        onCancel={() => setConfirmation(null)}
      />
    </div>
  );
});
