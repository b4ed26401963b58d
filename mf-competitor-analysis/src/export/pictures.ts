import type { PictureOptions } from 'editor-kit';

/**
 * How big the export and the thumbnail of a table are (spec §4, §9: export at quality 1,
 * thumbnail at 0.5 and skipped above 300,000 bytes). A 30 x 30 table of long cells is
 * about 6,300 x 8,000 CSS px, so both are capped by area rather than by pixel ratio alone:
 *
 * - Export: twice the pixels for sharp text, as the other editors export, up to
 *   36 megapixels (a big table comes out at about 1x: still readable, and a canvas every
 *   browser can allocate: 2x would be 200 megapixels, 800 MB of memory).
 * - Thumbnail: at most 1 megapixel. It is shown a few hundred pixels wide in the side
 *   list and on the project page; at 1x a big table would be ~50 megapixels, always over
 *   the 300,000-byte limit (and over the server's 40-megapixel limit), so it would never
 *   be uploaded. Small tables are pictured at 1x as before.
 */
export const EXPORT_PICTURE: PictureOptions = { pixelRatio: 2, maxPixels: 36_000_000 };
export const THUMBNAIL_PICTURE: PictureOptions = { pixelRatio: 1, maxPixels: 1_000_000 };
