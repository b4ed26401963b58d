import type { PictureOptions } from 'editor-kit';

/**
 * How big the export and the thumbnail of a table are (spec §4, §9: export at quality 1,
 * thumbnail at 0.5 and skipped above 300,000 bytes).
 *
 * - Export: the whole table, twice the pixels for sharp text, as the other editors
 *   export, up to 36 megapixels. A 30 x 30 table of long cells is about 6,400 x 10,700
 *   CSS px, so it comes out at about 0.7x: still readable, and a canvas every browser can
 *   allocate (2x would be 270 megapixels, a gigabyte of memory).
 * - Thumbnail: the table's top-left corner (TableThumbnail), a fixed 480 x 360 CSS px,
 *   the 4:3 of the project cards and the side list, so their `object-fit: cover` crops
 *   nothing. Twice the pixels (960 x 720) keeps it sharp on a high-density screen's card;
 *   at quality 0.5 that is tens of kilobytes, far under the limit, whatever the table.
 */
export const EXPORT_PICTURE: PictureOptions = { pixelRatio: 2, maxPixels: 36_000_000 };
export const THUMBNAIL_PICTURE: PictureOptions = { pixelRatio: 2 };
