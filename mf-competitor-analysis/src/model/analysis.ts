import { MAX_COMPETITORS, MAX_CRITERIA } from 'shared-contracts';
import {
  type Answers,
  type CellValue,
  type ColumnType,
  clipText,
  conversionLosesText,
  convertValue,
  emptyValue,
  hasContent,
} from './cell-values';

/**
 * The competitor analysis as the editor holds it: a table whose columns are the
 * criteria and whose rows are the competitors. The columns live once, on the table;
 * a row only holds one cell per column id. So every competitor has the same criteria,
 * with the same names, types and order, by construction: there is nowhere to write a
 * criterion of one row only (the wire's `competitors[].criterias[]` repeats them per row;
 * see wire.ts). Every change is a pure function returning a new table, or the same table
 * when nothing changes (so React can skip work by identity).
 */

export interface Column {
  readonly id: string;
  readonly name: string;
  readonly type: ColumnType;
}

/** `id` is the cell's own id on the wire (`value.id`), kept stable across saves. */
export interface Cell {
  readonly id: string;
  readonly value: CellValue;
}

export interface Row {
  readonly id: string;
  readonly name: string;
  /** One cell per column, by column id. */
  readonly cells: Readonly<Record<string, Cell>>;
}

export interface Analysis {
  readonly name: string;
  readonly columns: readonly Column[];
  readonly rows: readonly Row[];
}

export type NewId = () => string;
export const randomId: NewId = () => crypto.randomUUID();

/** The value of `row` in `column`, read as the column's type (a missing cell reads empty). */
export function cellValue(row: Row, column: Column): CellValue {
  const value = row.cells[column.id]?.value;
  if (column.type === 'boolean') return value === true;
  return typeof value === 'string' ? value : '';
}

/**
 * 'Criteria N' / 'Competitor N' (spec §3) where N is one more than the count, moving on
 * while that name is taken (after a deletion 'Criteria 3' may still exist).
 */
export function nextName(prefix: string, taken: readonly { name: string }[]): string {
  const names = new Set(taken.map((item) => item.name));
  let n = taken.length + 1;
  while (names.has(`${prefix} ${n}`)) n += 1;
  return `${prefix} ${n}`;
}

export const canAddColumn = (table: Analysis) => table.columns.length < MAX_CRITERIA;
export const canAddRow = (table: Analysis) => table.rows.length < MAX_COMPETITORS;

export function setName(table: Analysis, name: string): Analysis {
  return table.name === name ? table : { ...table, name };
}

/**
 * A text criterion named 'Criteria N', empty in every row; nothing at 30 criteria. The
 * editor passes the word of the language it shows.
 */
export function addColumn(table: Analysis, newId: NewId = randomId, prefix = 'Criteria'): Analysis {
  if (!canAddColumn(table)) return table;
  const column: Column = { id: newId(), name: nextName(prefix, table.columns), type: 'string' };
  return {
    ...table,
    columns: [...table.columns, column],
    rows: table.rows.map((row) => ({
      ...row,
      cells: { ...row.cells, [column.id]: { id: newId(), value: emptyValue(column.type) } },
    })),
  };
}

export function removeColumn(table: Analysis, columnId: string): Analysis {
  if (!table.columns.some((column) => column.id === columnId)) return table;
  return {
    ...table,
    columns: table.columns.filter((column) => column.id !== columnId),
    rows: table.rows.map((row) => {
      const { [columnId]: _removed, ...cells } = row.cells;
      return { ...row, cells };
    }),
  };
}

function mapColumn(table: Analysis, columnId: string, change: (column: Column) => Column) {
  let changed = false;
  const columns = table.columns.map((column) => {
    if (column.id !== columnId) return column;
    const next = change(column);
    changed ||= next !== column;
    return next;
  });
  return changed ? { ...table, columns } : table;
}

export function renameColumn(table: Analysis, columnId: string, name: string): Analysis {
  const clipped = clipText(name);
  return mapColumn(table, columnId, (column) =>
    column.name === clipped ? column : { ...column, name: clipped },
  );
}

/** Changes a column's type and converts its cells (cell-values.ts says how). */
export function retypeColumn(
  table: Analysis,
  columnId: string,
  type: ColumnType,
  answers?: Answers,
): Analysis {
  const column = table.columns.find((c) => c.id === columnId);
  if (!column || column.type === type) return table;
  return {
    ...table,
    columns: table.columns.map((c) => (c.id === columnId ? { ...c, type } : c)),
    rows: table.rows.map((row) => {
      const cell = row.cells[columnId];
      const value = convertValue(cellValue(row, column), type, answers);
      return { ...row, cells: { ...row.cells, [columnId]: { id: cell?.id ?? randomId(), value } } };
    }),
  };
}

/** Whether retyping would throw away text someone wrote (e.g. 'From $5' → 'Yes or No'). */
export function retypeLosesText(
  table: Analysis,
  columnId: string,
  type: ColumnType,
  answers?: Answers,
): boolean {
  const column = table.columns.find((c) => c.id === columnId);
  if (!column || column.type === type) return false;
  return table.rows.some((row) => conversionLosesText(cellValue(row, column), type, answers));
}

/**
 * A competitor named 'Competitor N' with an empty cell per criterion; nothing at 30. The
 * editor passes the word of the language it shows.
 */
export function addRow(table: Analysis, newId: NewId = randomId, prefix = 'Competitor'): Analysis {
  if (!canAddRow(table)) return table;
  // fromEntries, not assignment: a column id may be '__proto__' (see fromWire).
  const cells: Record<string, Cell> = Object.fromEntries(
    table.columns.map((column) => [column.id, { id: newId(), value: emptyValue(column.type) }]),
  );
  const row: Row = { id: newId(), name: nextName(prefix, table.rows), cells };
  return { ...table, rows: [...table.rows, row] };
}

export function removeRow(table: Analysis, rowId: string): Analysis {
  if (!table.rows.some((row) => row.id === rowId)) return table;
  return { ...table, rows: table.rows.filter((row) => row.id !== rowId) };
}

function mapRow(table: Analysis, rowId: string, change: (row: Row) => Row): Analysis {
  let changed = false;
  const rows = table.rows.map((row) => {
    if (row.id !== rowId) return row;
    const next = change(row);
    changed ||= next !== row;
    return next;
  });
  return changed ? { ...table, rows } : table;
}

export function renameRow(table: Analysis, rowId: string, name: string): Analysis {
  const clipped = clipText(name);
  return mapRow(table, rowId, (row) => (row.name === clipped ? row : { ...row, name: clipped }));
}

/**
 * Moves a competitor to `toIndex` (0-based), clamped to the table: typing a row number
 * past the end moves the row to the end.
 */
export function moveRow(table: Analysis, rowId: string, toIndex: number): Analysis {
  const from = table.rows.findIndex((row) => row.id === rowId);
  if (from === -1 || Number.isNaN(toIndex)) return table;
  const to = Math.min(Math.max(Math.trunc(toIndex), 0), table.rows.length - 1);
  if (to === from) return table;
  const rows = [...table.rows];
  const [row] = rows.splice(from, 1);
  rows.splice(to, 0, row!);
  return { ...table, rows };
}

/** Sets one cell, read as its column's type (text is clipped to 300 characters). */
export function setCell(
  table: Analysis,
  rowId: string,
  columnId: string,
  value: CellValue,
): Analysis {
  const column = table.columns.find((c) => c.id === columnId);
  if (!column) return table;
  const next = column.type === 'boolean' ? value === true : clipText(String(value));
  return mapRow(table, rowId, (row) => {
    const cell = row.cells[columnId];
    if (cell && cell.value === next) return row;
    return {
      ...row,
      cells: { ...row.cells, [columnId]: { id: cell?.id ?? randomId(), value: next } },
    };
  });
}

/** Whether removing the row drops something the user wrote in its cells. */
export function rowHasContent(table: Analysis, rowId: string): boolean {
  const row = table.rows.find((r) => r.id === rowId);
  return !!row && table.columns.some((column) => hasContent(cellValue(row, column)));
}

/** Whether removing the column drops something the user wrote in its cells. */
export function columnHasContent(table: Analysis, columnId: string): boolean {
  const column = table.columns.find((c) => c.id === columnId);
  return !!column && table.rows.some((row) => hasContent(cellValue(row, column)));
}

/**
 * Saved means equal to the last saved copy (spec §4). Compared field by field, with
 * identity short-cuts (unchanged rows are shared between copies), instead of the kit's
 * JSON equality, which would serialise a 30 x 30 table twice per render.
 */
export function sameAnalysis(a: Analysis, b: Analysis): boolean {
  if (a === b) return true;
  if (a.name !== b.name || a.columns.length !== b.columns.length) return false;
  if (a.rows.length !== b.rows.length) return false;
  const sameColumns = a.columns.every((column, i) => {
    const other = b.columns[i]!;
    return (
      column === other ||
      (column.id === other.id && column.name === other.name && column.type === other.type)
    );
  });
  return (
    sameColumns &&
    a.rows.every((row, i) => {
      const other = b.rows[i]!;
      if (row === other) return true;
      if (row.id !== other.id || row.name !== other.name) return false;
      return a.columns.every((column) => {
        const mine = row.cells[column.id];
        const theirs = other.cells[column.id];
        return mine?.id === theirs?.id && cellValue(row, column) === cellValue(other, column);
      });
    })
  );
}
