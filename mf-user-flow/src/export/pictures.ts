import type { PictureOptions } from 'editor-kit';
import type { Flow } from '../model/flow';
import { flowBounds } from '../model/flow-geometry';

/**
 * How the whole flow is pictured (spec §4, §9: export at quality 1, thumbnail at 0.5).
 *
 * - Export: the whole flow at its own size, twice the pixels for sharp text like the other
 *   editors, lowered for a large flow to at most 24 megapixels (the competitor analysis's
 *   cap) and 16,000 pixels a side (browsers refuse canvases past 32,767 a side).
 * - Thumbnail: the flow in the cards' 4:3 frame (user-flow.css), about 960 pixels across,
 *   so any size of flow is a small upload and its shape shows on a card.
 */
const EXPORT_MAX_SIDE = 16_000;
const THUMBNAIL_WIDTH = 960;

export function exportPicture(flow: Flow | null): PictureOptions {
  const bounds = flowBounds(flow?.nodes ?? []);
  const side = Math.max(bounds.width, bounds.height);
  return { pixelRatio: Math.min(2, EXPORT_MAX_SIDE / side), maxPixels: 24_000_000 };
}

export function thumbnailPicture(flow: Flow | null): PictureOptions {
  const bounds = flowBounds(flow?.nodes ?? []);
  const width = Math.max(bounds.width, (bounds.height * 4) / 3);
  return { pixelRatio: Math.min(2, THUMBNAIL_WIDTH / width) };
}
