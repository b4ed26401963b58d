const ELLIPSIS = '…';

/**
 * Shortens `text` to at most `max` characters, the ellipsis included, when it is longer.
 * Counts code points so an emoji is never cut in half.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max <= 0) return '';
  const kept = chars
    .slice(0, max - 1)
    .join('')
    .trimEnd();
  return `${kept}${ELLIPSIS}`;
}

/** Character limits for names and descriptions, from spec §9. */
export const TRUNCATION = {
  /** Names on feature cards of the project page's sliders. */
  cardName: { smallDesktop: 40, big: 80, smallNarrow: 20 },
  /** Names in the editors' side list, narrowest window first (widths: TRUNCATION_BY_WIDTH). */
  sidebar: [12, 17, 20, 25],
  /** Descriptions in the projects list, narrowest window first. */
  projectDescription: [190, 230, 270],
} as const;

/** `[minimum window width in px, value]`, in ascending width order. */
export type WidthTable<T> = readonly (readonly [minWidth: number, value: T])[];

/**
 * The width steps we chose for the spec's lists (the spec gives only the limits):
 * - side list: below 1320 px it sits under the content as a strip of small tiles, so
 *   names stay short; beside the content it widens with the window (1320/1600/1920).
 * - project description: matches the header (960) and editor (1320) breakpoints.
 */
export const TRUNCATION_BY_WIDTH = {
  sidebar: [
    [0, TRUNCATION.sidebar[0]],
    [1320, TRUNCATION.sidebar[1]],
    [1600, TRUNCATION.sidebar[2]],
    [1920, TRUNCATION.sidebar[3]],
  ],
  projectDescription: [
    [0, TRUNCATION.projectDescription[0]],
    [960, TRUNCATION.projectDescription[1]],
    [1320, TRUNCATION.projectDescription[2]],
  ],
} as const satisfies Record<string, WidthTable<number>>;

/** The value of the widest step whose minimum width `width` reaches (the first step otherwise). */
export function pickByWidth<T>(width: number, table: WidthTable<T>): T {
  const first = table[0];
  if (!first) throw new Error('pickByWidth needs at least one step');
  let picked = first[1];
  for (const [minWidth, value] of table) {
    if (width >= minWidth) picked = value;
  }
  return picked;
}
