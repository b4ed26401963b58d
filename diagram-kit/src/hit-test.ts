/**
 * What is under the pointer or in view, for items an editor keeps in drawing order (the
 * last drawn on top). Whether an item contains a point is the editor's (a circle is not
 * its bounding box); these walk the items.
 */
import { type Camera, visibleArea } from './camera';
import type { Rect } from './geometry';

/** The topmost item (the last in drawing order) that `contains` says is hit. */
export function topmostAt<T>(items: readonly T[], contains: (item: T) => boolean): T | undefined {
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    if (contains(item)) return item;
  }
  return undefined;
}

/** The items whose rectangle shows, wholly or partly, through `camera`. */
export function itemsInView<T>(
  items: readonly T[],
  camera: Camera,
  rectOf: (item: T) => Rect,
): T[] {
  const view = visibleArea(camera);
  const right = view.x + view.width;
  const bottom = view.y + view.height;
  return items.filter((item) => {
    const r = rectOf(item);
    return r.x < right && r.x + r.width > view.x && r.y < bottom && r.y + r.height > view.y;
  });
}
