import type { PictureOptions } from 'editor-kit';
import type { TreeLayout } from '../model/tree-layout';

/**
 * How the whole diagram is pictured (spec §4, §9: export at quality 1, thumbnail at 0.5).
 *
 * - Export: the whole diagram at its own size, twice the pixels for sharp text like the
 *   other editors, lowered for a large diagram to at most 24 megapixels (the competitor
 *   analysis's cap: a canvas every browser allocates, a JPEG encoded in about a second)
 *   and to 16,000 pixels a side (browsers refuse canvases past 32,767 a side, and a
 *   500-page tree laid out flat is tens of thousands of CSS pixels wide).
 * - Thumbnail: the diagram in the cards' 4:3 frame (sitemap.css), about 960 pixels
 *   across, so any size of sitemap is a small upload and its shape shows on a card.
 */
const EXPORT_MAX_SIDE = 16_000;
const THUMBNAIL_WIDTH = 960;

export function exportPicture(layout: TreeLayout | null): PictureOptions {
  const side = layout ? Math.max(layout.width, layout.height) : 1;
  return { pixelRatio: Math.min(2, EXPORT_MAX_SIDE / side), maxPixels: 24_000_000 };
}

export function thumbnailPicture(layout: TreeLayout | null): PictureOptions {
  const width = layout ? Math.max(layout.width, (layout.height * 4) / 3) : THUMBNAIL_WIDTH;
  return { pixelRatio: Math.min(2, THUMBNAIL_WIDTH / width) };
}
