/**
 * A section of the project's PDF (issue H5): the picture of an item's read-only viewer,
 * drawn as the exports draw (export-image.ts: controls hidden, the same style rules), and
 * the text it shows, for buildProjectPdf.
 */
import { captureJpegWithText } from './export-image';
import type { TextRun } from './text-runs';

/**
 * Device pixels a CSS px, as the single export: on paper at the natural scale (0.75 pt a
 * px) that is 192 dpi, sharp text in print.
 */
const PIXEL_RATIO = 2;
/**
 * The largest picture, in device pixels: an item up to 2 million CSS px² (1000 x 2000)
 * keeps ratio 2; a larger one (a long table) is drawn at a lower ratio, one twice that
 * size at 1.4 (136 dpi on paper at the size the editor showed it, sharper where the PDF
 * shrinks it to the page's width). It bounds what a whole project costs: each picture's
 * canvas (32 MB at most, under half of iOS Safari's 16.7 M px canvas limit), its drawing
 * and JPEG encoding time, and its bytes, for twenty or more items made in one go.
 */
const MAX_PIXELS = 8_000_000;
/**
 * Below the single export's quality 1, which is for one picture kept as a file: for a
 * whole project, 0.9 makes a drawn page of text and boxes about 40% fewer bytes to
 * embed and save (libjpeg, as the browsers' canvas encodes), with no loss a reader sees
 * at ratio 2.
 */
const JPEG_QUALITY = 0.9;

export interface CapturedSection {
  picture: Uint8Array;
  pictureType: 'image/jpeg';
  /** The picture's size in CSS px. */
  width: number;
  height: number;
  runs: TextRun[];
}

/** `node` (a viewer, mounted) as a section's picture and text. */
export async function captureForPdf(node: HTMLElement): Promise<CapturedSection> {
  const captured = await captureJpegWithText(
    node,
    { pixelRatio: PIXEL_RATIO, maxPixels: MAX_PIXELS },
    JPEG_QUALITY,
  );
  return { ...captured, pictureType: 'image/jpeg' };
}
