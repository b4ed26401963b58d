/**
 * Keyboard movement inside the table (WAI-ARIA APG data grid): one cell at a time is
 * focusable; arrows move between cells, Home / End to the first / last cell of the row,
 * Ctrl+Home / Ctrl+End to the first / last cell of the table, Page Up / Page Down by
 * ten rows. Tab leaves the grid (the browser does that: the other cells are not tab stops).
 *
 * Grid positions: row 0 is the header, rows 1..n the competitors; column 0 is the row
 * number, column 1 the competitor's name, columns 2..m+1 the criteria, and the last
 * column the remove-row cross.
 */

export interface Position {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
}

export type CellKind = 'number' | 'name' | 'criterion' | 'remove';

/** The size of the grid of a table with `rowCount` competitors and `columnCount` criteria. */
export function gridSize(rowCount: number, columnCount: number): GridSize {
  return { rows: rowCount + 1, cols: columnCount + 3 };
}

export function kindOf(col: number, columnCount: number): CellKind {
  if (col === 0) return 'number';
  if (col === 1) return 'name';
  if (col === columnCount + 2) return 'remove';
  return 'criterion';
}

/** Index of the criterion at grid column `col`. */
export const criterionIndex = (col: number) => col - 2;
/** Grid column of the criterion at `index`. */
export const criterionCol = (index: number) => index + 2;
/** Index of the competitor at grid row `row` (row 0 is the header). */
export const rowIndex = (row: number) => row - 1;
export const gridRow = (index: number) => index + 1;

export function clampPosition({ row, col }: Position, size: GridSize): Position {
  return {
    row: Math.min(Math.max(row, 0), size.rows - 1),
    col: Math.min(Math.max(col, 0), size.cols - 1),
  };
}

const PAGE = 10;

/** Where `key` moves focus from `from`, or null when the key is not a movement. */
export function moveFocus(
  from: Position,
  key: string,
  ctrl: boolean,
  size: GridSize,
): Position | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const target = ((): Position | null => {
    switch (key) {
      case 'ArrowUp':
        return { row: from.row - 1, col: from.col };
      case 'ArrowDown':
        return { row: from.row + 1, col: from.col };
      case 'ArrowLeft':
        return { row: from.row, col: from.col - 1 };
      case 'ArrowRight':
        return { row: from.row, col: from.col + 1 };
      case 'Home':
        return ctrl ? { row: 0, col: 0 } : { row: from.row, col: 0 };
      case 'End':
        return ctrl ? { row: lastRow, col: lastCol } : { row: from.row, col: lastCol };
      case 'PageUp':
        return { row: from.row - PAGE, col: from.col };
      case 'PageDown':
        return { row: from.row + PAGE, col: from.col };
      default:
        return null;
    }
  })();
  return target && clampPosition(target, size);
}
