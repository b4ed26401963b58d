import { type Analysis, moveRow, renameColumn, renameRow, setCell } from './analysis';
import { cleanInput } from './cell-values';
import { criterionIndex, gridRow, kindOf, type Position, rowIndex } from './grid-navigation';

/**
 * What an inline edit at a grid position changes (spec §2: names, criteria names, cells
 * and row numbers are editable inline). Kept apart from the view so the rules are tested
 * without a browser.
 */

/** Whether the cell at `at` opens an inline editor (Enter, F2 or a click). */
export function isEditable(table: Analysis, { row, col }: Position): boolean {
  const kind = kindOf(col, table.columns.length);
  if (row === 0) return kind === 'criterion';
  if (kind === 'number' || kind === 'name') return true;
  return kind === 'criterion' && table.columns[criterionIndex(col)]?.type === 'string';
}

export interface EditResult {
  table: Analysis;
  /** Where the edited cell is now: a new row number moves its row. */
  at: Position;
}

/**
 * Commits `text` typed at `at`. A row number moves the row to that position, clamped
 * to the table (anything that is not a number leaves it where it is).
 */
export function applyEdit(table: Analysis, at: Position, text: string): EditResult {
  const kind = kindOf(at.col, table.columns.length);
  const column = table.columns[criterionIndex(at.col)];
  if (at.row === 0) {
    return { table: column ? renameColumn(table, column.id, cleanInput(text)) : table, at };
  }
  const competitor = table.rows[rowIndex(at.row)];
  if (!competitor) return { table, at };
  switch (kind) {
    case 'number': {
      const wanted = Number.parseInt(text, 10);
      if (Number.isNaN(wanted)) return { table, at };
      const to = Math.min(Math.max(wanted - 1, 0), table.rows.length - 1);
      return { table: moveRow(table, competitor.id, to), at: { row: gridRow(to), col: at.col } };
    }
    case 'name':
      return { table: renameRow(table, competitor.id, cleanInput(text)), at };
    case 'criterion':
      if (column?.type !== 'string') return { table, at };
      return { table: setCell(table, competitor.id, column.id, cleanInput(text)), at };
    default:
      return { table, at };
  }
}
