import { describe, expect, it } from 'vitest';
import { outlinePointToward, routeArrow } from './arrows';
import { routeElbow } from './elbow-routing';

const box = { x: 0, y: 0, width: 100, height: 100 };

describe('an arrow', () => {
  it('leaves a box where the line from its centre crosses the outline', () => {
    expect(outlinePointToward(box, { x: 300, y: 50 })).toEqual({ x: 100, y: 50 });
    expect(outlinePointToward(box, { x: 50, y: -500 })).toEqual({ x: 50, y: 0 });
    expect(outlinePointToward(box, { x: 50, y: 50 })).toEqual({ x: 50, y: 50 });
    const onEllipse = outlinePointToward(box, { x: 150, y: 150 }, true);
    expect(Math.hypot(onEllipse.x - 50, onEllipse.y - 50)).toBeCloseTo(50, 9);
  });

  it('runs straight from outline to outline along the line of the centres', () => {
    const right = { x: 300, y: 0, width: 100, height: 100 };
    expect(routeArrow('straight', { rect: box }, { rect: right }, 20)).toEqual([
      { x: 100, y: 50 },
      { x: 300, y: 50 },
    ]);
    expect(routeArrow('straight', { point: { x: -50, y: 50 } }, { rect: box }, 20)).toEqual([
      { x: -50, y: 50 },
      { x: 0, y: 50 },
    ]);
  });

  it('is elbow-routed when asked', () => {
    const from = { rect: box };
    const to = { point: { x: 400, y: 300 } };
    expect(routeArrow('elbow', from, to, 20)).toEqual(routeElbow(from, to, 20));
  });
});
