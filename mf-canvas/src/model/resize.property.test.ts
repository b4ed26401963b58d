import { bottom, type Rect, right } from 'diagram-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANVAS } from './canvas-constants';
import { handlePosition, RESIZE_DIRECTIONS, resizeRect } from './resize';

/*
 * Resizing by any handle to any pointer position: never below 50 × 50 (spec §5), the
 * edges the handle does not move stay where they were, and past the minimum the handle
 * is exactly under the pointer.
 */

const coordinate = fc.double({ min: -3000, max: 3000, noNaN: true });
const length = fc.double({ min: CANVAS.minShapeSize, max: 3000, noNaN: true });
const rects: fc.Arbitrary<Rect> = fc.record({
  x: coordinate,
  y: coordinate,
  width: length,
  height: length,
});
const direction = fc.constantFrom(...RESIZE_DIRECTIONS);
const pointer = fc.record({
  x: fc.double({ min: -6000, max: 6000, noNaN: true }),
  y: fc.double({ min: -6000, max: 6000, noNaN: true }),
});

const sameEdges = (a: number[], b: number[]) =>
  expect(a.map((n) => Math.round(n * 1e6))).toEqual(b.map((n) => Math.round(n * 1e6)));

describe('resizing a shape', () => {
  it('never makes it smaller than 50 × 50, and keeps the edges the handle does not move', () => {
    fc.assert(
      fc.property(rects, direction, pointer, (start, dir, p) => {
        const { rect } = resizeRect(start, dir, p);
        expect(rect.width).toBeGreaterThanOrEqual(CANVAS.minShapeSize);
        expect(rect.height).toBeGreaterThanOrEqual(CANVAS.minShapeSize);
        const horizontal = dir.includes('left') || dir.includes('right');
        const vertical = dir.includes('top') || dir.includes('bottom');
        if (!horizontal) sameEdges([rect.x, right(rect)], [start.x, right(start)]);
        if (!vertical) sameEdges([rect.y, bottom(rect)], [start.y, bottom(start)]);
        // The anchor (the edge opposite the handle when the drag began) is still an edge.
        if (horizontal) {
          const anchor = dir.includes('right') ? start.x : right(start);
          expect([rect.x, right(rect)].some((edge) => Math.abs(edge - anchor) < 1e-6)).toBe(true);
        }
        if (vertical) {
          const anchor = dir.includes('bottom') ? start.y : bottom(start);
          expect([rect.y, bottom(rect)].some((edge) => Math.abs(edge - anchor) < 1e-6)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('puts the handle of its (possibly flipped) direction under the pointer past the minimum', () => {
    fc.assert(
      fc.property(rects, direction, pointer, (start, dir, p) => {
        const { rect, direction: now } = resizeRect(start, dir, p);
        const handle = handlePosition(rect, now);
        if (rect.width > CANVAS.minShapeSize && (dir.includes('left') || dir.includes('right'))) {
          expect(handle.x).toBeCloseTo(p.x, 6);
        }
        if (rect.height > CANVAS.minShapeSize && (dir.includes('top') || dir.includes('bottom'))) {
          expect(handle.y).toBeCloseTo(p.y, 6);
        }
        // Resizing again from the same start to the same pointer gives the same box.
        expect(resizeRect(start, dir, p)).toEqual({ rect, direction: now });
      }),
      { numRuns: 200 },
    );
  });
});
