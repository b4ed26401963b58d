/**
 * Documents the canvas opens with: the prototype's few shapes, or a large generated
 * diagram for the frame-time benchmark (`?bench=N`).
 */

import type { Arrow } from './arrows';
import { WORLD } from './canvas-constants';
import type { CanvasDocument } from './document';
import type { Randomness } from './ids';
import { createShape, type Shape } from './shapes';

/**
 * The prototype's start (spec §3: 300 squares and a 150 circle): two rectangles and a
 * circle in a row across the origin, 150 apart, so all three show at scale 1.
 */
export function prototypeDocument(randomness: Randomness): CanvasDocument {
  return {
    shapes: [
      createShape('rectangle', { x: -450, y: 0 }, randomness),
      createShape('circle', { x: 0, y: 0 }, randomness),
      createShape('rectangle', { x: 450, y: 0 }, randomness),
    ],
    arrows: [],
  };
}

/** The most shapes (and arrows) `?bench=N` may ask for. */
export const MAX_BENCH_SHAPES = 5000;

/**
 * `count` shapes on a jittered grid over the whole world, each joined to a neighbour by
 * an arrow (alternately straight and broken), so every part of the world is as busy as
 * any other and arrows are as local as in a real diagram.
 */
export function benchDocument(count: number, randomness: Randomness): CanvasDocument {
  const n = Math.max(1, Math.min(MAX_BENCH_SHAPES, Math.floor(count)));
  const columns = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / columns);
  const cellWidth = WORLD.width / columns;
  const cellHeight = WORLD.height / rows;
  // Leave room between neighbours for an elbow route's clearance on both sides.
  const size = Math.max(50, Math.min(cellWidth, cellHeight) * 0.55);
  const shapes: Shape[] = [];
  for (let i = 0; i < n; i++) {
    const column = i % columns;
    const row = Math.floor(i / columns);
    const jitter = () =>
      (randomness.random() - 0.5) * (Math.min(cellWidth, cellHeight) - size) * 0.8;
    const shape = createShape(
      i % 3 === 1 ? 'circle' : 'rectangle',
      {
        x: WORLD.x + (column + 0.5) * cellWidth + jitter(),
        y: WORLD.y + (row + 0.5) * cellHeight + jitter(),
      },
      randomness,
      { width: size, height: size, text: `Shape ${i + 1}` },
    );
    shapes.push(shape);
  }
  const neighbourOf = (i: number) => {
    if ((i % columns) + 1 < columns && i + 1 < n) return i + 1;
    if (i + columns < n) return i + columns;
    return i >= columns ? i - columns : i - 1;
  };
  const arrows: Arrow[] = (n > 1 ? shapes : []).map((shape, i) => {
    // The right-hand neighbour, or the one below (above on the last row) at a row's end.
    const neighbour = shapes[neighbourOf(i)]!;
    return {
      id: randomness.newId(),
      type: i % 2 === 0 ? 'straight' : 'broken',
      coordsStart: { x: shape.x, y: shape.y },
      coordsFinish: { x: neighbour.x, y: neighbour.y },
      shapeIdStart: shape.id,
      shapeIdFinish: neighbour.id,
      isSelected: false,
    };
  });
  return { shapes, arrows };
}
