/**
 * Keyboard movement inside the map's grid, as in the competitor table (WAI-ARIA APG data
 * grid): one cell at a time is focusable; arrows move between cells, Home / End to the
 * first / last cell of the row, Ctrl+Home / Ctrl+End to the first / last cell of the map.
 * Tab leaves the grid. Positions count the shown lanes only: row r is the r-th shown lane,
 * column c the c-th stage.
 */

export interface Position {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
}

export function clampPosition({ row, col }: Position, size: GridSize): Position {
  return {
    row: Math.min(Math.max(row, 0), Math.max(size.rows - 1, 0)),
    col: Math.min(Math.max(col, 0), Math.max(size.cols - 1, 0)),
  };
}

type Move = (from: Position, size: GridSize) => Position;

/** The grid's key bindings as data: key (with Ctrl or Cmd held, `ctrl+`) → where it goes. */
const GRID_KEYS: Readonly<Record<string, Move>> = {
  ArrowUp: ({ row, col }) => ({ row: row - 1, col }),
  ArrowDown: ({ row, col }) => ({ row: row + 1, col }),
  ArrowLeft: ({ row, col }) => ({ row, col: col - 1 }),
  ArrowRight: ({ row, col }) => ({ row, col: col + 1 }),
  Home: ({ row }) => ({ row, col: 0 }),
  End: ({ row }, size) => ({ row, col: size.cols - 1 }),
  'ctrl+Home': () => ({ row: 0, col: 0 }),
  'ctrl+End': (_, size) => ({ row: size.rows - 1, col: size.cols - 1 }),
};

/** Where `key` moves focus from `from`, or null when the key is not a movement. */
export function moveFocus(
  from: Position,
  key: string,
  ctrl: boolean,
  size: GridSize,
): Position | null {
  const move = (ctrl ? GRID_KEYS[`ctrl+${key}`] : undefined) ?? GRID_KEYS[key];
  return move ? clampPosition(move(from, size), size) : null;
}
