import type { Analysis } from './analysis';
import type { CellValue, ColumnType } from './cell-values';

/** Ids 'id-0', 'id-1', … in order of asking, so tests can name what a change created. */
export function counterIds(prefix = 'id') {
  let next = 0;
  return () => `${prefix}-${next++}`;
}

/**
 * A table written the way a test reads it: columns as [name, type], rows as
 * [name, ...values]. Column ids are c0, c1…; row ids r0, r1…; cell ids r0c0….
 */
export function table(
  columns: [string, ColumnType][],
  rows: [string, ...CellValue[]][],
  name = 'Analysis',
): Analysis {
  return {
    name,
    columns: columns.map(([columnName, type], c) => ({ id: `c${c}`, name: columnName, type })),
    rows: rows.map(([rowName, ...values], r) => ({
      id: `r${r}`,
      name: rowName,
      cells: Object.fromEntries(values.map((value, c) => [`c${c}`, { id: `r${r}c${c}`, value }])),
    })),
  };
}

/** The table as plain values: header names, then each row's name and values. */
export function picture(analysis: Analysis) {
  return [
    analysis.columns.map((column) => `${column.name}:${column.type}`),
    ...analysis.rows.map((row) => [
      row.name,
      ...analysis.columns.map((column) => row.cells[column.id]?.value),
    ]),
  ];
}
