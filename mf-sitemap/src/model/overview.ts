import { type Camera, itemsInView } from 'diagram-kit';
import { boxRect, type PlacedPage, type TreeLayout } from './tree-layout';

/**
 * The far-out view of the diagram. Below this scale the boxes are drawn on one canvas
 * the size of the viewport instead of as 500 elements: at 20 % a pan moves the boxes
 * through Chromium's painted area five times as fast as at 100 %, and repainting the
 * elements that enter it cost up to 37 ms a frame, while a canvas redraws only what is
 * in view (a few dozen boxes) every frame at the same small cost. At and above it the
 * elements are shown: their text is sharp and their buttons can be pressed (22 px
 * buttons are 11 px at 50 %, too small to aim at anyway).
 */
export const OVERVIEW_BELOW = 0.5;

export const isOverview = (scale: number) => scale < OVERVIEW_BELOW;

/** The boxes that show, wholly or partly, through `camera`. */
export const boxesInView = (layout: TreeLayout, camera: Camera): PlacedPage[] =>
  itemsInView(layout.boxes, camera, boxRect);

/**
 * `text` broken into at most `maxLines` lines of at most `maxWidth` (as `measure` finds
 * them), the last one ended with an ellipsis when text is left over: what the box's
 * two-line clamp shows, for the canvas, which has neither wrapping nor clamping. Breaks
 * at spaces, and inside a word too long for a line (the box breaks anywhere).
 */
export function fitLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (text: string) => number,
): string[] {
  const lines: string[] = [];
  let rest = text.trim().replace(/\s+/g, ' ');
  while (rest && lines.length < maxLines) {
    const last = lines.length === maxLines - 1;
    if (measure(rest) <= maxWidth) {
      lines.push(rest);
      rest = '';
      break;
    }
    if (last) {
      lines.push(withEllipsis(rest, maxWidth, measure));
      rest = '';
      break;
    }
    const end = longestFit(rest, maxWidth, measure);
    const space = rest.lastIndexOf(' ', end);
    const cut = space > 0 ? space : end;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  return lines;
}

/** `text` cut to fit `maxWidth` with '…' after it (the whole text when it fits). */
export function withEllipsis(
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
): string {
  if (measure(text) <= maxWidth) return text;
  const end = longestFit(text, maxWidth - measure('…'), measure);
  // Nothing left over (a box narrower than one character): no ellipsis either.
  return end === text.length ? text : `${text.slice(0, end).trimEnd()}…`;
}

/** How many of `text`'s first characters fit in `maxWidth` (at least one, so lines advance). */
function longestFit(text: string, maxWidth: number, measure: (text: string) => number): number {
  let low = 1;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(text.slice(0, middle)) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return low;
}
