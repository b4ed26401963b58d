import { describe, expect, it } from 'vitest';
import { routeElbow, simplifyPolyline } from './elbow-routing';
import { axisSegmentRectDistance, bottom, type Point, type Rect, right } from './geometry';

/** The clearance the routes keep around a box in these tests. */
const CLEARANCE = 20;

const onOutline = (p: Point, r: Rect) =>
  ((p.x === r.x || p.x === right(r)) && p.y >= r.y && p.y <= bottom(r)) ||
  ((p.y === r.y || p.y === bottom(r)) && p.x >= r.x && p.x <= right(r));

/**
 * The properties every route between two shapes must have: axis-parallel segments, ends
 * on the outlines, first and last segments leaving the side straight out for at least
 * the clearance, and nothing else closer than the clearance to either shape.
 */
function expectClearRoute(points: Point[], a: Rect, b: Rect) {
  expect(points.length).toBeGreaterThanOrEqual(2);
  for (let i = 1; i < points.length; i++) {
    const p = points[i - 1]!;
    const q = points[i]!;
    expect(p.x === q.x || p.y === q.y, `segment ${i} is axis-parallel`).toBe(true);
  }
  expect(onOutline(points[0]!, a), 'starts on the first outline').toBe(true);
  expect(onOutline(points[points.length - 1]!, b), 'ends on the second outline').toBe(true);
  const first = [points[0]!, points[1]!] as const;
  const last = [points[points.length - 2]!, points[points.length - 1]!] as const;
  expect(Math.hypot(first[1].x - first[0].x, first[1].y - first[0].y)).toBeGreaterThanOrEqual(
    CLEARANCE,
  );
  expect(Math.hypot(last[1].x - last[0].x, last[1].y - last[0].y)).toBeGreaterThanOrEqual(
    CLEARANCE,
  );
  // Inner segments keep the clearance from both shapes; the first and last keep it from
  // the shape they do not touch.
  for (let i = 1; i < points.length; i++) {
    const p = points[i - 1]!;
    const q = points[i]!;
    if (i > 1)
      expect(
        axisSegmentRectDistance(p, q, a),
        `segment ${i} clears the start`,
      ).toBeGreaterThanOrEqual(CLEARANCE - 1e-9);
    if (i < points.length - 1)
      expect(
        axisSegmentRectDistance(p, q, b),
        `segment ${i} clears the finish`,
      ).toBeGreaterThanOrEqual(CLEARANCE - 1e-9);
  }
}

const square = (x: number, y: number, size = 100): Rect => ({ x, y, width: size, height: size });

describe('elbow routes between two shapes', () => {
  const a = square(0, 0);
  const cases: [string, Rect][] = [
    ['to the right, level', square(300, 0)],
    ['to the right, lower', square(300, 250)],
    ['to the left, higher', square(-400, -300)],
    ['straight below', square(0, 300)],
    ['below, overlapping in x', square(60, 180)],
    ['diagonally up-right, close', square(130, -130)],
    ['a wide shape below', { x: -200, y: 200, width: 500, height: 60 }],
    ['a tall shape to the left', { x: -150, y: -300, width: 40, height: 700 }],
  ];
  for (const [name, b] of cases) {
    it(`clear both shapes by the clearance: ${name}`, () => {
      expectClearRoute(routeElbow({ rect: a }, { rect: b }, CLEARANCE), a, b);
      expectClearRoute(routeElbow({ rect: b }, { rect: a }, CLEARANCE), b, a);
    });
  }

  it('run straight across between level neighbours', () => {
    expect(routeElbow({ rect: square(0, 0) }, { rect: square(300, 0) }, CLEARANCE)).toEqual([
      { x: 100, y: 50 },
      { x: 300, y: 50 },
    ]);
  });

  it('take one bend between diagonal neighbours', () => {
    const points = routeElbow({ rect: square(0, 0) }, { rect: square(300, 300) }, CLEARANCE);
    expect(points).toHaveLength(3);
  });

  it('end exactly at a free end, leaving the shape straight out', () => {
    const a = square(0, 0);
    const points = routeElbow({ rect: a }, { point: { x: 400, y: 260 } }, CLEARANCE);
    expect(points[points.length - 1]).toEqual({ x: 400, y: 260 });
    expect(onOutline(points[0]!, a)).toBe(true);
    for (let i = 2; i < points.length; i++) {
      expect(axisSegmentRectDistance(points[i - 1]!, points[i]!, a)).toBeGreaterThanOrEqual(
        CLEARANCE,
      );
    }
  });

  it('still give an orthogonal line when the shapes overlap', () => {
    const points = routeElbow({ rect: square(0, 0) }, { rect: square(50, 50) }, CLEARANCE);
    expect(points.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < points.length; i++) {
      expect(points[i - 1]!.x === points[i]!.x || points[i - 1]!.y === points[i]!.y).toBe(true);
    }
  });
});

describe('simplifyPolyline', () => {
  it('drops repeated and collinear points', () => {
    expect(
      simplifyPolyline([
        { x: 0, y: 0 },
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 20, y: 0 },
        { x: 20, y: 5 },
        { x: 20, y: 9 },
      ]),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 20, y: 0 },
      { x: 20, y: 9 },
    ]);
  });
});
