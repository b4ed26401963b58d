/**
 * The text a picture shows, with where it shows it: the PDF export lays it invisibly over
 * its picture, so the text can be selected, searched and copied (issue G4). Positions are
 * CSS px from the pictured node's top-left corner, as the screen lays the text out while
 * the picture is taken (editing controls hidden).
 */

/** One line of text (or the part of a line in one text node or field). */
export interface TextRun {
  text: string;
  left: number;
  top: number;
  width: number;
  /** The line box's height. */
  height: number;
  /** The text's computed font size, CSS px. */
  fontSize: number;
}

/** A word (or any unbroken piece of text) where the screen shows it. */
export interface PlacedWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Consecutive words of one text node grouped into the lines the browser wrapped them into:
 * a word starts a new line when it is not on the previous word's line (its vertical
 * middle is outside that word's box) or lies left of it.
 */
export function groupWordsIntoLines(words: readonly PlacedWord[], fontSize: number): TextRun[] {
  const lines: TextRun[] = [];
  let line: TextRun | null = null;
  let lineTop = 0;
  let lineBottom = 0;
  for (const word of words) {
    const middle = word.top + word.height / 2;
    const sameLine =
      line !== null &&
      middle > lineTop &&
      middle < lineBottom &&
      word.left >= line.left + line.width - 1;
    if (line && sameLine) {
      line.text += ` ${word.text}`;
      line.width = word.left + word.width - line.left;
      lineTop = Math.min(lineTop, word.top);
      lineBottom = Math.max(lineBottom, word.top + word.height);
      line.top = lineTop;
      line.height = lineBottom - lineTop;
    } else {
      line = { ...word, fontSize };
      lines.push(line);
      lineTop = word.top;
      lineBottom = word.top + word.height;
    }
  }
  return lines;
}

/**
 * A field's value as the lines it wraps into in `width` px (greedy, at spaces, as a
 * textarea wraps; a word wider than the line stays whole on its own line). The field's
 * value is not in the DOM as text, so its lines are not known: this is a close guess, good
 * for finding and copying the text. Line breaks in the value are kept.
 */
export function wrapFieldText(
  text: string,
  width: number,
  measure: (text: string) => number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Elements with this class are editing controls: hidden in pictures (export-image.ts). */
const CONTROL_SELECTOR = '.ui-editor-control';
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'number', '']);

const pictured = (element: Element) =>
  !element.closest(CONTROL_SELECTOR) && getComputedStyle(element).visibility === 'visible';

/** `rect` relative to `origin`. */
const relative = (rect: DOMRect, origin: DOMRect) => ({
  left: rect.left - origin.left,
  top: rect.top - origin.top,
  width: rect.width,
  height: rect.height,
});

function textNodeRuns(node: Text, origin: DOMRect, range: Range): TextRun[] {
  const parent = node.parentElement;
  // A textarea's text node is its default value, not what it shows (fieldRuns reads that).
  if (!parent || parent instanceof HTMLTextAreaElement || !pictured(parent)) return [];
  const fontSize = Number.parseFloat(getComputedStyle(parent).fontSize) || 16;
  const text = node.data;
  const words: PlacedWord[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
    if (rects.length === 0) continue;
    if (rects.length === 1) {
      words.push({ text: match[0], ...relative(rects[0]!, origin) });
      continue;
    }
    // A word broken over lines (overflow-wrap in a narrow cell): its pieces line by line.
    let piece: PlacedWord | null = null;
    for (let i = 0; i < match[0].length; i++) {
      range.setStart(node, match.index + i);
      range.setEnd(node, match.index + i + 1);
      const rect = range.getClientRects()[0];
      if (!rect || rect.width === 0) continue;
      const box = relative(rect, origin);
      if (piece && Math.abs(box.top - piece.top) < box.height / 2) {
        piece.text += match[0][i];
        piece.width = box.left + box.width - piece.left;
      } else {
        piece = { text: match[0][i]!, ...box };
        words.push(piece);
      }
    }
  }
  return groupWordsIntoLines(words, fontSize);
}

function fieldRuns(field: HTMLInputElement | HTMLTextAreaElement, origin: DOMRect): TextRun[] {
  if (!pictured(field) || !field.value.trim()) return [];
  if (field instanceof HTMLInputElement && !TEXT_INPUT_TYPES.has(field.type)) return [];
  const style = getComputedStyle(field);
  const fontSize = Number.parseFloat(style.fontSize) || 16;
  const box = relative(field.getBoundingClientRect(), origin);
  const px = (value: string) => Number.parseFloat(value) || 0;
  const left = box.left + px(style.borderLeftWidth) + px(style.paddingLeft);
  const top = box.top + px(style.borderTopWidth) + px(style.paddingTop);
  const width = Math.max(0, field.clientWidth - px(style.paddingLeft) - px(style.paddingRight));
  const innerHeight = field.clientHeight - px(style.paddingTop) - px(style.paddingBottom);
  const lineHeight = px(style.lineHeight) || fontSize * 1.2;
  if (field instanceof HTMLInputElement) {
    // One line, centred in the field as the browser centres it.
    const height = Math.min(lineHeight, innerHeight);
    return [
      {
        text: field.value.trim(),
        left,
        top: top + (innerHeight - height) / 2,
        width: measureText(field.value.trim(), style.font, width),
        height,
        fontSize,
      },
    ];
  }
  const lines = wrapFieldText(field.value, width, (text) => measureText(text, style.font));
  return lines
    .map((text, index) => ({
      text,
      left,
      top: top + index * lineHeight,
      width: measureText(text, style.font, width),
      height: lineHeight,
      fontSize,
    }))
    .filter((line) => line.top + line.height <= top + innerHeight + 1);
}

let measuringContext: CanvasRenderingContext2D | null | undefined;

/** The width of `text` in `font`, at most `max`. */
function measureText(text: string, font: string, max = Number.POSITIVE_INFINITY): number {
  measuringContext ??= document.createElement('canvas').getContext('2d');
  if (!measuringContext) return max === Number.POSITIVE_INFINITY ? text.length * 8 : max;
  measuringContext.font = font;
  return Math.min(max, measuringContext.measureText(text).width);
}

/**
 * Every line of text `root` shows: its text nodes (contenteditable text included) line by
 * line, and the values of its text fields, which are not text nodes. Editing controls
 * (`.ui-editor-control`) and invisible text are left out, as the picture leaves them out.
 */
export function collectTextRuns(root: HTMLElement): TextRun[] {
  const origin = root.getBoundingClientRect();
  const range = document.createRange();
  const runs: TextRun[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node instanceof Element && node.matches(CONTROL_SELECTOR)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      if (node.data.trim()) runs.push(...textNodeRuns(node, origin, range));
    } else if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) {
      runs.push(...fieldRuns(node, origin));
    }
  }
  range.detach();
  return runs;
}
