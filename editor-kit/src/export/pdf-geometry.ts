import type { TextRun } from './text-runs';

/**
 * Where the PDF export puts things (pure, unit-tested): its one page is the picture's CSS
 * size at the CSS reference resolution (96 px an inch, PDF's points are 72 an inch), so at
 * 100 % a viewer shows it as large as the editor showed it; each text run goes invisibly
 * over the place the picture shows it.
 */

const POINTS_PER_CSS_PX = 72 / 96;
/** The largest page side PDF viewers accept (200 inches, Acrobat's limit without UserUnit). */
export const MAX_PAGE_SIDE = 14_400;

export interface PdfPage {
  /** Points. */
  width: number;
  height: number;
  /** Points per CSS px: 0.75, less for a picture taller or wider than 200 inches. */
  scale: number;
}

export function pdfPage(cssWidth: number, cssHeight: number): PdfPage {
  const scale = Math.min(POINTS_PER_CSS_PX, MAX_PAGE_SIDE / Math.max(cssWidth, cssHeight, 1));
  return { width: cssWidth * scale, height: cssHeight * scale, scale };
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
    x: run.left * page.scale,
    y: page.height - baseline * page.scale,
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
