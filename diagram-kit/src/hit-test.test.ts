import { describe, expect, it } from 'vitest';
import { itemsInView, topmostAt } from './hit-test';

const boxes = [
  { id: 'a', x: 0, y: 0, width: 100, height: 50 },
  { id: 'b', x: 50, y: 25, width: 100, height: 50 },
  { id: 'c', x: 400, y: 0, width: 100, height: 50 },
];
const inside = (p: { x: number; y: number }) => (r: (typeof boxes)[number]) =>
  p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;

describe('hit testing', () => {
  it('finds the topmost item: the last drawn among those hit', () => {
    expect(topmostAt(boxes, inside({ x: 60, y: 30 }))?.id).toBe('b');
    expect(topmostAt(boxes, inside({ x: 10, y: 10 }))?.id).toBe('a');
    expect(topmostAt(boxes, inside({ x: 300, y: 10 }))).toBeUndefined();
  });

  it('keeps the items in view, partly seen ones too, and no item only touching its edge', () => {
    const camera = { x: 0, y: 0, scale: 1, width: 400, height: 100 };
    expect(itemsInView(boxes, camera, (box) => box).map((box) => box.id)).toEqual(['a', 'b']);
    const right = { ...camera, x: 120 };
    expect(itemsInView(boxes, right, (box) => box).map((box) => box.id)).toEqual(['b', 'c']);
    const halved = { ...camera, scale: 0.5 };
    expect(itemsInView(boxes, halved, (box) => box)).toHaveLength(3);
  });
});
