import type { PictureOptions } from 'editor-kit';

/**
 * How big the export and the thumbnail of a table are (spec §4, §9: export at quality 1,
 * thumbnail at 0.5 and skipped above 300,000 bytes).
 *
 * - Export: the whole table, twice the pixels for sharp text, as the other editors export,
 *   up to 24 megapixels (a 30 x 30 table comes out at about 0.6x: small but readable, and
 *   a canvas every browser can allocate: 2x would be 270 megapixels, 1 GB of memory).
 *   The cap was 36 megapixels (0.73x); encoding a quality-1 JPEG takes time in proportion
 *   to its pixels and was most of the export's time (issue G4: 2.2–3.7 s of 3.3–5.6 s on
 *   a loaded machine), so it was lowered to bring the export to 1.5 s. The PNG and the
 *   PDF (whose text is selectable at any zoom) share the cap.
 * - Thumbnail: the table's top-left corner (TableThumbnail), a fixed 480 x 360 CSS px,
 *   the 4:3 of the project cards and the side list, so their `object-fit: cover` crops
 *   nothing. Twice the pixels (960 x 720) keeps it sharp on a high-density screen's card;
 *   at quality 0.5 that is tens of kilobytes, far under the limit, whatever the table.
 */
export const EXPORT_PICTURE: PictureOptions = { pixelRatio: 2, maxPixels: 24_000_000 };
export const THUMBNAIL_PICTURE: PictureOptions = { pixelRatio: 2 };
