import type { PictureOptions } from 'editor-kit';

/**
 * How big the export is: the whole map at twice its pixels for sharp text, as the other
 * editors export, up to 24 megapixels (a 15-stage map of every lane is about 3,400 x
 * 1,800 CSS px, so it is exported at the full 2x: 24.5 MP would be just past the cap and
 * comes out a little smaller). Encoding a quality-1 JPEG takes time in proportion to its
 * pixels; the competitor table chose the same cap for its 1.5 s budget.
 */
export const EXPORT_PICTURE: PictureOptions = { pixelRatio: 2, maxPixels: 24_000_000 };
