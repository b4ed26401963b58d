import { describe, expect, it } from 'vitest';
import { arrowGeometry } from './arrows';
import { hitTest } from './hit-testing';
import { sequentialRandomness } from './ids';
import { SHAPE_PALETTE } from './palette';
import { createShape, outlinePointToward, shapeContains } from './shapes';
import { arrow, shape } from './test-helpers';

describe('shapes', () => {
  it('start at the prototype sizes with a palette colour', () => {
    const randomness = sequentialRandomness(7);
    const square = createShape('rectangle', { x: 0, y: 0 }, randomness);
    const circle = createShape('circle', { x: 0, y: 0 }, randomness);
    expect(square).toMatchObject({ x: -150, y: -150, width: 300, height: 300, text: '' });
    expect(circle).toMatchObject({ kind: 'circle', width: 300, height: 300 });
    expect(square.id).not.toBe(circle.id);
    for (const s of [square, circle]) {
      expect(s.paletteIndex).toBeGreaterThanOrEqual(0);
      expect(s.paletteIndex).toBeLessThan(SHAPE_PALETTE.length);
    }
  });

  it('picks every palette colour at random', () => {
    const randomness = sequentialRandomness(3);
    const picks = new Set(
      Array.from(
        { length: 200 },
        () => createShape('rectangle', { x: 0, y: 0 }, randomness).paletteIndex,
      ),
    );
    expect(picks.size).toBe(8);
  });

  it('hit a circle inside its outline only, not in the corners of its box', () => {
    const circle = shape('c', 0, 0, { kind: 'circle' });
    expect(shapeContains(circle, { x: 50, y: 50 })).toBe(true);
    expect(shapeContains(circle, { x: 50, y: 1 })).toBe(true);
    expect(shapeContains(circle, { x: 5, y: 5 })).toBe(false);
    expect(shapeContains(shape('r', 0, 0), { x: 5, y: 5 })).toBe(true);
  });

  it('give the point where a line from the centre leaves the outline', () => {
    expect(outlinePointToward(shape('r', 0, 0), { x: 300, y: 50 })).toEqual({ x: 100, y: 50 });
    expect(outlinePointToward(shape('r', 0, 0), { x: 50, y: -500 })).toEqual({ x: 50, y: 0 });
    const onCircle = outlinePointToward(shape('c', 0, 0, { kind: 'circle' }), { x: 150, y: 150 });
    expect(Math.hypot(onCircle.x - 50, onCircle.y - 50)).toBeCloseTo(50, 9);
  });
});

describe('straight arrows', () => {
  it('run between the outlines along the line of the centres', () => {
    const shapes = new Map([
      ['a', shape('a', 0, 0)],
      ['b', shape('b', 300, 0, { kind: 'circle' })],
    ]);
    expect(arrowGeometry(arrow('x', 'a', 'b'), shapes).points).toEqual([
      { x: 100, y: 50 },
      { x: 300, y: 50 },
    ]);
  });

  it('are recomputed when a shape changes and reused otherwise', () => {
    const a = shape('a', 0, 0);
    const line = arrow('x', 'a', null, { coordsFinish: { x: 400, y: 50 } });
    const first = arrowGeometry(line, new Map([['a', a]]));
    expect(arrowGeometry(line, new Map([['a', a]]))).toBe(first);
    const moved = arrowGeometry(line, new Map([['a', { ...a, y: 100 }]]));
    expect(moved).not.toBe(first);
    expect(moved.points[1]).toEqual({ x: 400, y: 50 });
  });
});

describe('broken arrows', () => {
  it('are translated, not routed again, when both shapes move alike, with the same result', () => {
    const a = shape('a', 0, 0);
    const b = shape('b', 300, 250);
    const line = arrow('moved-together', 'a', 'b', { type: 'broken' });
    const before = arrowGeometry(
      line,
      new Map([
        ['a', a],
        ['b', b],
      ]),
    );
    const moved = new Map([
      ['a', { ...a, x: 40, y: -60 }],
      ['b', { ...b, x: 340, y: 190 }],
    ]);
    const after = arrowGeometry(line, moved);
    expect(after.points).toEqual(before.points.map((p) => ({ x: p.x + 40, y: p.y - 60 })));
    const fresh = arrowGeometry(arrow('fresh', 'a', 'b', { type: 'broken' }), moved);
    expect(after).toEqual(fresh);
  });
});

describe('hit testing', () => {
  const doc = {
    shapes: [shape('below', 0, 0), shape('above', 50, 50, { isSelected: true })],
    arrows: [arrow('x', 'below', null, { coordsFinish: { x: 50, y: 400 } })],
  };

  it('finds the topmost shape', () => {
    expect(hitTest(doc, { x: 75, y: 75 }, 1)).toEqual({ kind: 'shape', shapeId: 'above' });
    expect(hitTest(doc, { x: 10, y: 10 }, 1)).toEqual({ kind: 'shape', shapeId: 'below' });
    expect(hitTest(doc, { x: 500, y: 500 }, 1)).toEqual({ kind: 'empty' });
  });

  it('finds the handles of selected shapes first, at a constant size on screen', () => {
    expect(hitTest(doc, { x: 150, y: 150 }, 1)).toMatchObject({
      kind: 'resize-handle',
      direction: 'bottom-right',
    });
    expect(hitTest(doc, { x: 225, y: 100 }, 1)).toEqual({ kind: 'connector', shapeId: 'above' });
    // 15 world units away is 6 px at 0.4 (a hit) but 30 px at 2 (a miss).
    expect(hitTest(doc, { x: 165, y: 150 }, 0.4).kind).toBe('resize-handle');
    expect(hitTest(doc, { x: 165, y: 150 }, 2).kind).toBe('empty');
  });

  it('finds arrows near their line', () => {
    expect(hitTest(doc, { x: 53, y: 300 }, 1)).toEqual({ kind: 'arrow', arrowId: 'x' });
    expect(hitTest(doc, { x: 70, y: 300 }, 1)).toEqual({ kind: 'empty' });
  });
});
