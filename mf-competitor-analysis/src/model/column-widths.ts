/**
 * Column widths (spec §2, §9): at least 150 px on wide screens and 60 px on narrow ones,
 * 200 / 100 px until resized. "Wide" is the editor layout's 1320 px breakpoint, the one
 * width the spec names for this editor.
 *
 * Widths are a way of looking at the table, not part of it: the wire has no field for
 * them, so they are not saved with the analysis and changing one does not make it
 * 'Unsaved*'. They are remembered per analysis on this device (api/column-width-store).
 */
const COLUMN_WIDTH = {
  wideMin: 150,
  narrowMin: 60,
  wideDefault: 200,
  narrowDefault: 100,
} as const;

/** Our own upper bound, so a keyboard user holding an arrow key does not lose the table. */
export const MAX_COLUMN_WIDTH = 800;
/** Arrow keys on a resize handle move it this far; with Shift, five times as far. */
export const RESIZE_STEP = 10;

export type Widths = Readonly<Record<string, number>>;

export function minWidth(narrow: boolean): number {
  return narrow ? COLUMN_WIDTH.narrowMin : COLUMN_WIDTH.wideMin;
}

export function defaultWidth(narrow: boolean): number {
  return narrow ? COLUMN_WIDTH.narrowDefault : COLUMN_WIDTH.wideDefault;
}

export function clampWidth(width: number, narrow: boolean): number {
  if (!Number.isFinite(width)) return defaultWidth(narrow);
  return Math.round(Math.min(Math.max(width, minWidth(narrow)), MAX_COLUMN_WIDTH));
}

/**
 * The width a column shows at: its own if it was resized (never below the current
 * minimum: a column narrowed to 70 px on a phone is 150 px on a desktop), else the default.
 */
export function widthOf(widths: Widths, columnId: string, narrow: boolean): number {
  const stored = widths[columnId];
  return stored === undefined ? defaultWidth(narrow) : clampWidth(stored, narrow);
}

export function withWidth(
  widths: Widths,
  columnId: string,
  width: number,
  narrow: boolean,
): Widths {
  const next = clampWidth(width, narrow);
  return widths[columnId] === next ? widths : { ...widths, [columnId]: next };
}

/** The widths of columns that still exist (a deleted column's width is forgotten). */
export function keepWidthsOf(widths: Widths, columnIds: readonly string[]): Widths {
  const kept: Record<string, number> = {};
  for (const id of columnIds) if (widths[id] !== undefined) kept[id] = widths[id];
  return kept;
}
