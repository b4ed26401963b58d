import type { CameraLimits } from 'diagram-kit';
import type { TreeLayout } from './tree-layout';

/**
 * The diagram's camera: 20 % (a 500-page tree whole in a window) to 200 %, panning
 * anywhere (a tree grows in every direction).
 */
export const SITEMAP_CAMERA: CameraLimits = { minScale: 0.2, maxScale: 2 };
/** One zoom step by key or button; a wheel notch zooms by its own delta. */
export const ZOOM_STEP = 1.25;
/** How far an arrow key pans, in screen pixels. */
export const PAN_STEP = 80;

/**
 * Arrow keys in the diagram move the selection the way the eye reads it: up to the
 * parent, down to the first child shown, left and right to the box beside it in the same
 * row (a cousin when the siblings end), so every shown page is reachable.
 */
export type Direction = 'up' | 'down' | 'left' | 'right';

export function neighbour(layout: TreeLayout, id: string, direction: Direction): string | null {
  const box = layout.byId.get(id);
  if (!box) return null;
  switch (direction) {
    case 'up':
      return box.parentId;
    case 'down': {
      const { page } = box;
      return !page.collapsed && page.children.length > 0 ? page.children[0]!.id : null;
    }
    case 'left':
    case 'right': {
      const row = layout.boxes.filter((other) => other.level === box.level);
      row.sort((a, b) => a.x - b.x);
      const at = row.indexOf(box) + (direction === 'left' ? -1 : 1);
      return row[at]?.page.id ?? null;
    }
  }
}
