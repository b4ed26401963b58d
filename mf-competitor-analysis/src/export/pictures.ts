import type { PictureOptions } from 'editor-kit';

/**
 * How big the export and the thumbnail of a table are (spec §4, §9: export at quality 1,
 * thumbnail at 0.5 and skipped above 300,000 bytes). A 30 x 30 table of long cells is
 * about 6,300 x 8,000 CSS px, so both are capped by area rather than by pixel ratio alone:
 *
 * - Export: twice the pixels for sharp text, as the other editors export, up to
 *   24 megapixels (a 30 x 30 table comes out at about 0.6x: small but readable, and a
 *   canvas every browser can allocate: 2x would be 270 megapixels, 1 GB of memory).
 *   The cap was 36 megapixels (0.73x); encoding a quality-1 JPEG takes time in proportion
 *   to its pixels and was most of the export's time (issue G4: 2.2–3.7 s of 3.3–5.6 s on
 *   a loaded machine), so it was lowered to bring the export to 1.5 s. The PNG and the
 *   PDF (whose text is selectable at any zoom) share the cap.
 * - Thumbnail: at most 1 megapixel. It is shown a few hundred pixels wide in the side
 *   list and on the project page; at 1x a big table would be ~50 megapixels, always over
 *   the 300,000-byte limit (and over the server's 40-megapixel limit), so it would never
 *   be uploaded. Small tables are pictured at 1x as before.
 */
export const EXPORT_PICTURE: PictureOptions = { pixelRatio: 2, maxPixels: 24_000_000 };
export const THUMBNAIL_PICTURE: PictureOptions = { pixelRatio: 1, maxPixels: 1_000_000 };
