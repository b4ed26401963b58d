import { describe, expect, it } from 'vitest';
import {
  type Camera,
  type CameraLimits,
  cameraCentredOn,
  cameraTransform,
  clampCamera,
  diagramToScreen,
  fitCamera,
  panBy,
  resizeCamera,
  screenToDiagram,
  showRect,
  visibleArea,
  zoomAt,
} from './camera';

/** A bounded world as the diagram canvas has: 6000 square around the origin, 0.4 to 2. */
const LIMITS: CameraLimits = {
  minScale: 0.4,
  maxScale: 2,
  bounds: { x: -3000, y: -3000, width: 6000, height: 6000 },
};
const size = { width: 1000, height: 800 };
const at = (x: number, y: number, scale: number): Camera => ({ x, y, scale, ...size });

describe('screen and diagram coordinates', () => {
  it('round-trip at any scale and camera position', () => {
    for (const viewport of [
      at(-500, -400, 1),
      at(1234.5, -2000, 0.4),
      at(-17, 333, 1.73),
      at(0, 0, 2),
    ]) {
      for (const screen of [
        { x: 0, y: 0 },
        { x: 999, y: 1 },
        { x: 412.25, y: 799.5 },
      ]) {
        const back = diagramToScreen(viewport, screenToDiagram(viewport, screen));
        expect(back.x).toBeCloseTo(screen.x, 9);
        expect(back.y).toBeCloseTo(screen.y, 9);
      }
    }
  });

  it('scale world distances by the zoom', () => {
    const viewport = at(100, 200, 0.5);
    expect(diagramToScreen(viewport, { x: 100, y: 200 })).toEqual({ x: 0, y: 0 });
    expect(diagramToScreen(viewport, { x: 300, y: 200 })).toEqual({ x: 100, y: 0 });
    expect(screenToDiagram(viewport, { x: 100, y: 100 })).toEqual({ x: 300, y: 400 });
  });

  it('start with the origin in the middle of the screen', () => {
    const viewport = cameraCentredOn({ x: 0, y: 0 }, size, LIMITS);
    expect(diagramToScreen(viewport, { x: 0, y: 0 })).toEqual({ x: 500, y: 400 });
  });
});

describe('zooming', () => {
  it('around a point keeps that point where it is on screen', () => {
    const viewport = at(-500, -400, 1);
    const pointer = { x: 730, y: 215 };
    const under = screenToDiagram(viewport, pointer);
    for (const scale of [0.4, 0.75, 1.3, 2]) {
      const zoomed = zoomAt(viewport, pointer, scale, LIMITS);
      expect(zoomed.scale).toBe(scale);
      const after = diagramToScreen(zoomed, under);
      expect(after.x).toBeCloseTo(pointer.x, 9);
      expect(after.y).toBeCloseTo(pointer.y, 9);
    }
  });

  it('stays within 0.4 and 2', () => {
    const viewport = at(-500, -400, 1);
    expect(zoomAt(viewport, { x: 0, y: 0 }, 5, LIMITS).scale).toBe(LIMITS.maxScale);
    expect(zoomAt(viewport, { x: 0, y: 0 }, 0.01, LIMITS).scale).toBe(LIMITS.minScale);
    expect(zoomAt(viewport, { x: 0, y: 0 }, -3, LIMITS).scale).toBe(0.4);
  });
});

describe('a new view size', () => {
  it('keeps the middle of the screen where it was', () => {
    const viewport = cameraCentredOn({ x: 120, y: -80 }, { width: 800, height: 600 }, LIMITS, 1.5);
    const resized = resizeCamera(viewport, { width: 1200, height: 500 }, LIMITS);
    expect(resized).toMatchObject({ width: 1200, height: 500, scale: 1.5 });
    expect(screenToDiagram(resized, { x: 600, y: 250 })).toEqual({ x: 120, y: -80 });
  });
});

describe('clamping to the bounds', () => {
  it('stops panning at each edge of the world', () => {
    const viewport = at(-500, -400, 1);
    const farLeftUp = panBy(viewport, { x: 100_000, y: 100_000 }, LIMITS);
    expect(farLeftUp.x).toBe(-3000);
    expect(farLeftUp.y).toBe(-3000);
    const farRightDown = panBy(viewport, { x: -100_000, y: -100_000 }, LIMITS);
    const visible = visibleArea(farRightDown);
    expect(visible.x + visible.width).toBe(3000);
    expect(visible.y + visible.height).toBe(3000);
  });

  it('pans by the pointer movement divided by the scale', () => {
    const viewport = at(0, 0, 2);
    expect(panBy(viewport, { x: -100, y: 50 }, LIMITS)).toMatchObject({ x: 50, y: -25 });
  });

  it('keeps a zoom at the edge inside the world', () => {
    const atCorner = at(-3000, -3000, 1);
    const zoomed = zoomAt(atCorner, { x: 500, y: 400 }, 0.4, LIMITS);
    expect(zoomed.x).toBe(-3000);
    expect(zoomed.y).toBe(-3000);
  });

  it('centres the world on a screen larger than the world', () => {
    const huge = clampCamera({ x: 0, y: 0, scale: 0.4, width: 3000, height: 2000 }, LIMITS);
    // 3000 px at 0.4 is 7500 world units: 750 to spare on each side.
    expect(huge.x).toBe(-3750);
    // 2000 px at 0.4 is 5000 units, less than the world: clamped to its bottom edge.
    expect(huge.y).toBe(-2000);
  });
});

/** An unbounded diagram as the sitemap has: 0.2 to 2, pans anywhere. */
const OPEN: CameraLimits = { minScale: 0.2, maxScale: 2 };
const view = { width: 800, height: 600 };

describe('an unbounded camera', () => {
  it('zooms around a point, which stays put, within its limits', () => {
    // The diagram's origin 10, 20 pixels from the screen's corner.
    const camera = zoomAt({ x: -10, y: -20, scale: 1, ...view }, { x: 110, y: 120 }, 2, OPEN);
    expect(camera).toEqual({ x: 45, y: 40, scale: 2, ...view });
    expect(screenToDiagram(camera, { x: 110, y: 120 })).toEqual({ x: 100, y: 100 });
    expect(zoomAt(camera, { x: 0, y: 0 }, 200, OPEN).scale).toBe(OPEN.maxScale);
    expect(zoomAt(camera, { x: 0, y: 0 }, 0.002, OPEN).scale).toBe(OPEN.minScale);
  });

  it('pans past any edge', () => {
    const camera = panBy({ x: 0, y: 0, scale: 1, ...view }, { x: 100_000, y: -5 }, OPEN);
    expect(camera).toMatchObject({ x: -100_000, y: 5 });
  });

  it('fits the diagram, centred, never enlarged', () => {
    const fitted = fitCamera({ width: 400, height: 200 }, view, OPEN);
    expect(fitted).toEqual({ x: -200, y: 0, scale: 1, ...view });
    expect(diagramToScreen(fitted, { x: 0, y: 0 })).toEqual({ x: 200, y: 0 });
    expect(fitCamera({ width: 1600, height: 300 }, view, OPEN).scale).toBe(0.5);
  });

  it('moves just enough to show a box', () => {
    const camera = { x: 0, y: 0, scale: 1, ...view };
    const box = { x: 900, y: 10, width: 168, height: 72 };
    const moved = showRect(camera, box, OPEN);
    expect(diagramToScreen(moved, { x: 0, y: 0 }).x).toBe(800 - 24 - 1068);
    const lower = panBy(camera, { x: 0, y: 100 }, OPEN);
    expect(showRect(lower, { ...box, x: 100, y: 100 }, OPEN)).toBe(lower);
  });

  it('is shown by one CSS transform', () => {
    expect(cameraTransform({ x: -200, y: 10, scale: 0.5, ...view })).toBe(
      'translate(100px, -5px) scale(0.5)',
    );
  });
});
