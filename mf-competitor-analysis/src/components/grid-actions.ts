import type { EditEnd } from './CellEditor';

/**
 * What the cells of the grid can ask of the table. One stable object for the whole
 * table, so memoised rows are not re-rendered because a callback changed identity.
 * Positions are grid coordinates (model/grid-navigation.ts).
 */
export interface GridActions {
  /** A cell took focus (click, Tab into the grid): it becomes the grid's active cell. */
  focusCell(row: number, col: number): void;
  /**
   * Opens the cell's editor. `selectAll` selects its text (renaming from the menu);
   * `typed` replaces the text with a character typed on the cell (spreadsheet habit).
   */
  startEdit(row: number, col: number, how?: { selectAll?: boolean; typed?: string }): void;
  /** Ends the edit in progress with this text. */
  commitEdit(text: string, end: EditEnd): void;
  cancelEdit(): void;
  toggle(rowId: string, columnId: string): void;
  removeRow(rowId: string): void;
}

/** The attribute naming a cell's focus target: `data-pos="row:col"`. */
export const positionKey = (row: number, col: number) => `${row}:${col}`;
