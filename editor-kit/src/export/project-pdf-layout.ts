/**
 * The pure pieces of the project's PDF (issue H5): lines wrapped by the font's widths,
 * contents entries spread over pages, and a tall picture cut into page-high slices with
 * its text runs dealt to the slices that show them. No pdf-lib here: the page plan
 * (project-pdf-plan.ts) puts them together and project-pdf.ts only draws the plan.
 */
import type { TextRun } from './text-runs';

/** The width of `text` set at `size` points, in points (the PDF font's widths). */
export type Measure = (text: string, size: number) => number;

/** The longest start of `word` (at least one character) that fits `width`. */
function fittingStart(word: string, width: number, size: number, measure: Measure): string {
  const characters = Array.from(word);
  let end = 1;
  while (end < characters.length && measure(characters.slice(0, end + 1).join(''), size) <= width)
    end++;
  return characters.slice(0, end).join('');
}

/**
 * `text` as the lines it takes in `width` points at `size`: greedy at spaces, a word
 * wider than the line broken where it must be (a page has no room for overflow, unlike
 * wrapFieldText's text area). The text's line breaks are kept; blank lines between
 * paragraphs are kept as one empty line, and none at the start or end.
 */
export function wrapText(text: string, width: number, size: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      if (lines.length > 0 && lines.at(-1) !== '') lines.push('');
      continue;
    }
    let line = '';
    for (let word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      while (measure(word, size) > width) {
        const start = fittingStart(word, width, size, measure);
        lines.push(start);
        word = word.slice(start.length);
      }
      line = word;
    }
    if (line) lines.push(line);
  }
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * At most `maxLines` of `lines`; when some are left out, the last one kept ends in an
 * ellipsis (shortened to make room for it), so a reader sees that the text goes on.
 */
export function clampLines(
  lines: readonly string[],
  maxLines: number,
  width: number,
  size: number,
  measure: Measure,
): string[] {
  if (lines.length <= maxLines) return [...lines];
  if (maxLines <= 0) return [];
  const kept = lines.slice(0, maxLines);
  const last = Array.from(kept.at(-1)!.trimEnd());
  while (last.length > 0 && measure(`${last.join('')}…`, size) > width) last.pop();
  kept[kept.length - 1] = `${last.join('').trimEnd()}…`;
  return kept;
}

/**
 * Contents entries of `heights` (points, each with its spacing) spread over pages in
 * order, as many as fit: `firstPage` points on the first page (under the heading),
 * `page` on each further one. An entry is never split; one taller than a page still
 * gets a page. Answers each page's entry indices; no page for no entries.
 */
export function paginate(heights: readonly number[], firstPage: number, page: number): number[][] {
  const pages: number[][] = [];
  let current: number[] = [];
  let room = firstPage;
  heights.forEach((height, index) => {
    if (height > room && current.length > 0) {
      pages.push(current);
      current = [];
      room = page;
    }
    current.push(index);
    room -= height;
  });
  if (current.length > 0) pages.push(current);
  return pages;
}

/** One page's part of a picture: CSS px from its top, and the runs it shows. */
export interface PictureSlice {
  top: number;
  bottom: number;
  /** The runs whose middle is on this slice, in the picture's coordinates. */
  runs: TextRun[];
}

/**
 * How much of a slice a cut may give up to keep a line of text whole: a cut through a
 * line moves up to the line's top, unless that leaves the page less than this full.
 */
const LEAST_SLICE_FILL = 0.75;

/** Where to cut below `top`, `capacity` px down: above any line the plain cut would halve. */
function cutBelow(top: number, capacity: number, runs: readonly TextRun[]): number {
  const plain = top + capacity;
  const lowest = top + capacity * LEAST_SLICE_FILL;
  let cut = plain;
  // Moving the cut up to one line's top may halve the line above it: look again.
  for (;;) {
    const halved = runs.filter((run) => run.top < cut && run.top + run.height > cut);
    if (halved.length === 0) return cut;
    const above = Math.min(...halved.map((run) => run.top));
    if (above < lowest) return plain;
    cut = above;
  }
}

/**
 * A picture `height` CSS px tall cut into slices, one a page: the first `firstCapacity`
 * px at most (under the section's heading), each further one `capacity`. The slices
 * cover the picture from 0 to `height` without gaps or overlaps; each run goes to the
 * one slice holding its vertical middle (the first or last for a run outside the picture).
 */
export function slicePicture(
  height: number,
  firstCapacity: number,
  capacity: number,
  runs: readonly TextRun[],
): PictureSlice[] {
  if (!(firstCapacity > 0 && capacity > 0)) throw new RangeError('A slice needs room');
  const slices: PictureSlice[] = [];
  let top = 0;
  do {
    const room = slices.length === 0 ? firstCapacity : capacity;
    const bottom = top + room >= height ? Math.max(height, top) : cutBelow(top, room, runs);
    slices.push({ top, bottom, runs: [] });
    top = bottom;
  } while (top < height);
  for (const run of runs) {
    const middle = run.top + run.height / 2;
    const slice = slices.find((candidate) => middle < candidate.bottom) ?? slices.at(-1)!;
    slice.runs.push(run);
  }
  return slices;
}
