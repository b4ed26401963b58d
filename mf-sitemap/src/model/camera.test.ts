import { describe, expect, it } from 'vitest';
import { fitCamera, MAX_SCALE, MIN_SCALE, panBy, showBox, toDiagram, zoomAt } from './camera';

describe('the camera', () => {
  it('zooms around a point, which stays put, within its limits', () => {
    const camera = zoomAt({ x: 10, y: 20, scale: 1 }, 2, { x: 110, y: 120 });
    expect(camera).toEqual({ x: -90, y: -80, scale: 2 });
    expect(toDiagram(camera, 110, 120)).toEqual({ x: 100, y: 100 });
    expect(zoomAt(camera, 100, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
    expect(zoomAt(camera, 0.001, { x: 0, y: 0 }).scale).toBe(MIN_SCALE);
  });

  it('fits the diagram, centred, never enlarged', () => {
    expect(fitCamera({ width: 400, height: 200 }, { width: 800, height: 600 })).toEqual({
      x: 200,
      y: 0,
      scale: 1,
    });
    expect(fitCamera({ width: 1600, height: 300 }, { width: 800, height: 600 }).scale).toBe(0.5);
  });

  it('moves just enough to show a box', () => {
    const camera = { x: 0, y: 0, scale: 1 };
    const box = { x: 900, y: 10, page: null as never, level: 2, parentId: null, hidden: 0 };
    const moved = showBox(camera, box, { width: 800, height: 600 });
    expect(moved.x).toBe(800 - 24 - 1068);
    expect(
      showBox(panBy(camera, 0, 100), { ...box, x: 100, y: 100 }, { width: 800, height: 600 }).y,
    ).toBe(100);
  });
});
