import { describe, expect, it } from 'vitest';
import { curvePath, curvePoints, scoreAtY, yOfScore } from './emotion-curve';

const box = { columnWidth: 200, height: 128 };

describe('the emotion curve', () => {
  it('puts each point mid-column, high for a good moment', () => {
    const points = curvePoints([2, 0, -2], box);
    expect(points.map((p) => p.x)).toEqual([100, 300, 500]);
    expect(points[0]!.y).toBeLessThan(points[1]!.y);
    expect(points[1]!.y).toBeLessThan(points[2]!.y);
  });

  it('reads back the score of every point it draws, and clamps beyond the lane', () => {
    for (const score of [-2, -1, 0, 1, 2]) expect(scoreAtY(yOfScore(score, box), box)).toBe(score);
    expect(scoreAtY(-500, box)).toBe(2);
    expect(scoreAtY(900, box)).toBe(-2);
  });

  it('draws a path through every point', () => {
    const points = curvePoints([1, -1, 2], box);
    const path = curvePath(points);
    expect(path.startsWith(`M${points[0]!.x} ${points[0]!.y}`)).toBe(true);
    expect(path.endsWith(`${points[2]!.x} ${points[2]!.y}`)).toBe(true);
    expect(curvePath([])).toBe('');
  });
});
