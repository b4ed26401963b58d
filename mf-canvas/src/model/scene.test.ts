import { containsPoint } from 'diagram-kit';
import { describe, expect, it } from 'vitest';
import { arrowGeometry } from './arrows';
import { WORLD } from './canvas-constants';
import { shapesById } from './document';
import { sequentialRandomness } from './ids';
import { benchDocument, prototypeDocument } from './scene';

describe('the prototype document', () => {
  it('has two 300 squares and a circle of radius 150 around the origin', () => {
    const { shapes, arrows } = prototypeDocument(sequentialRandomness());
    expect(shapes.map((s) => [s.kind, s.x, s.y, s.width, s.height])).toEqual([
      ['rectangle', -600, -150, 300, 300],
      ['circle', -150, -150, 300, 300],
      ['rectangle', 300, -150, 300, 300],
    ]);
    expect(arrows).toEqual([]);
  });
});

describe('the bench document', () => {
  const doc = benchDocument(2000, sequentialRandomness());

  it('has as many shapes as asked and an arrow per shape, with unique ids', () => {
    expect(doc.shapes).toHaveLength(2000);
    expect(doc.arrows).toHaveLength(2000);
    const ids = new Set([...doc.shapes, ...doc.arrows].map((item) => item.id));
    expect(ids.size).toBe(4000);
    expect(doc.arrows.filter((a) => a.type === 'broken')).toHaveLength(1000);
  });

  it('keeps every shape inside the world and every arrow short', () => {
    const shapes = shapesById(doc);
    for (const s of doc.shapes) {
      expect(containsPoint(WORLD, s)).toBe(true);
      expect(containsPoint(WORLD, { x: s.x + s.width, y: s.y + s.height })).toBe(true);
    }
    for (const a of doc.arrows) {
      const { bounds } = arrowGeometry(a, shapes);
      expect(a.shapeIdStart).not.toBe(a.shapeIdFinish);
      expect(Math.max(bounds.width, bounds.height)).toBeLessThan(600);
    }
  });
});
