import type { PictureOptions } from 'editor-kit';

/**
 * How big the export and the thumbnail of a map are (issue H4: a 15 × 11 map exports in
 * ≤ 1.5 s).
 *
 * - Export: the whole map at twice its pixels for sharp text, as the other editors export,
 *   up to 8 megapixels. A map of a few stages comes out at 2x; a full one (15 stages, 11
 *   lanes of 300-character cells, about 3,200 x 3,800 CSS px) at 0.8x, its 14 px text
 *   11 px: small but readable, and the PDF's text layer stays sharp at any zoom. Encoding
 *   a quality-1 JPEG takes time in proportion to its pixels and is most of the export's:
 *   at the competitor table's 24-megapixel cap this map took 1.6–2.7 s to encode alone,
 *   at 12 megapixels 1.2 s of a 1.8 s export on a quiet machine
 *   (bench/results/journey-map.md). The PNG and the PDF share the cap.
 * - Thumbnail: the map at most 1.5 megapixels, enough for a project card and the side
 *   list, and cheap to encode on every save.
 */
export const EXPORT_PICTURE: PictureOptions = { pixelRatio: 2, maxPixels: 8_000_000 };
export const THUMBNAIL_PICTURE: PictureOptions = { pixelRatio: 1, maxPixels: 1_500_000 };
