import { PAPER_SIZES, type Paper } from './paper';
import type { TextRun } from './text-runs';

/**
 * Where the PDF export puts things (pure, unit-tested): one page of the reader's paper
 * (A4 or Letter, paper.ts), turned sideways for a picture wider than tall, with the
 * picture fitted inside its margins, centred across and from the top, never larger
 * than the editor showed it (96 CSS px an inch, PDF's points are 72 an inch); each
 * text run goes invisibly over the place the picture shows it. (Until issue H6 the page
 * was the picture's own size, which printed on no paper.)
 */

const POINTS_PER_CSS_PX = 72 / 96;
/** Half an inch around the picture: inside every printer's unprintable edge. */
export const PAGE_MARGIN = 36;

export interface PdfPage {
  /** The paper, in points. */
  width: number;
  height: number;
  /** Points per CSS px of the picture: 0.75 at most, less to fit the paper. */
  scale: number;
  /** The picture's place on the page: its bottom-left corner and size, in points. */
  x: number;
  y: number;
  pictureWidth: number;
  pictureHeight: number;
}

export function pdfPage(cssWidth: number, cssHeight: number, paper: Paper): PdfPage {
  const sheet = PAPER_SIZES[paper];
  const landscape = cssWidth > cssHeight;
  const width = landscape ? sheet.height : sheet.width;
  const height = landscape ? sheet.width : sheet.height;
  const scale = Math.min(
    POINTS_PER_CSS_PX,
    (width - 2 * PAGE_MARGIN) / Math.max(cssWidth, 1),
    (height - 2 * PAGE_MARGIN) / Math.max(cssHeight, 1),
  );
  const pictureWidth = cssWidth * scale;
  const pictureHeight = cssHeight * scale;
  return {
    width,
    height,
    scale,
    x: (width - pictureWidth) / 2,
    y: height - PAGE_MARGIN - pictureHeight,
    pictureWidth,
    pictureHeight,
  };
}

/** A font's extent above and below its baseline, per unit of font size (both ≥ 0). */
export interface FontMetrics {
  ascent: number;
  descent: number;
}

/** A run in PDF terms: points, `y` the baseline from the page's bottom edge. */
export interface PlacedRun {
  text: string;
  x: number;
  y: number;
  size: number;
  width: number;
}

/**
 * The run's text set in the PDF font at the run's size, with the font's glyph box
 * centred on the line box the screen drew (the screen's font is not the PDF's, so the
 * baseline is matched by the middle of the line, which is where selection highlights it).
 */
export function placeRun(run: TextRun, page: PdfPage, font: FontMetrics): PlacedRun {
  const middle = run.top + run.height / 2;
  const baseline = middle + ((font.ascent - font.descent) / 2) * run.fontSize;
  return {
    text: run.text,
    x: page.x + run.left * page.scale,
    y: page.y + page.pictureHeight - baseline * page.scale,
    size: run.fontSize * page.scale,
    width: run.width * page.scale,
  };
}

/**
 * The horizontal scaling (PDF `Tz`, percent) that stretches text of `naturalWidth` to
 * the run's `width`, so a selection covers exactly the words the picture shows.
 */
export function horizontalScaling(width: number, naturalWidth: number): number {
  if (naturalWidth <= 0 || width <= 0) return 100;
  return (100 * width) / naturalWidth;
}
