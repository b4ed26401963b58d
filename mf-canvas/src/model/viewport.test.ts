import { describe, expect, it } from 'vitest';
import { CANVAS } from './canvas-constants';
import {
  clampViewport,
  panBy,
  resizeViewport,
  screenToWorld,
  type Viewport,
  viewportCentredOn,
  visibleWorld,
  WORLD,
  worldToScreen,
  zoomAt,
  zoomByStep,
  zoomByWheel,
} from './viewport';

const size = { width: 1000, height: 800 };
const at = (x: number, y: number, scale: number): Viewport => ({ x, y, scale, ...size });

describe('the world', () => {
  it('is 6000 square with the origin offset by 3000', () => {
    expect(WORLD).toEqual({ x: -3000, y: -3000, width: 6000, height: 6000 });
  });
});

describe('screen and world coordinates', () => {
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
        const back = worldToScreen(viewport, screenToWorld(viewport, screen));
        expect(back.x).toBeCloseTo(screen.x, 9);
        expect(back.y).toBeCloseTo(screen.y, 9);
      }
    }
  });

  it('scale world distances by the zoom', () => {
    const viewport = at(100, 200, 0.5);
    expect(worldToScreen(viewport, { x: 100, y: 200 })).toEqual({ x: 0, y: 0 });
    expect(worldToScreen(viewport, { x: 300, y: 200 })).toEqual({ x: 100, y: 0 });
    expect(screenToWorld(viewport, { x: 100, y: 100 })).toEqual({ x: 300, y: 400 });
  });

  it('start with the origin in the middle of the screen', () => {
    const viewport = viewportCentredOn({ x: 0, y: 0 }, size);
    expect(worldToScreen(viewport, { x: 0, y: 0 })).toEqual({ x: 500, y: 400 });
  });
});

describe('zooming', () => {
  it('around a point keeps that point where it is on screen', () => {
    const viewport = at(-500, -400, 1);
    const pointer = { x: 730, y: 215 };
    const under = screenToWorld(viewport, pointer);
    for (const scale of [0.4, 0.75, 1.3, 2]) {
      const zoomed = zoomAt(viewport, pointer, scale);
      expect(zoomed.scale).toBe(scale);
      const after = worldToScreen(zoomed, under);
      expect(after.x).toBeCloseTo(pointer.x, 9);
      expect(after.y).toBeCloseTo(pointer.y, 9);
    }
  });

  it('stays within 0.4 and 2', () => {
    const viewport = at(-500, -400, 1);
    expect(zoomAt(viewport, { x: 0, y: 0 }, 5).scale).toBe(CANVAS.maxZoom);
    expect(zoomAt(viewport, { x: 0, y: 0 }, 0.01).scale).toBe(CANVAS.minZoom);
    expect(zoomAt(viewport, { x: 0, y: 0 }, -3).scale).toBe(0.4);
  });

  it('by keyboard steps 0.2 around the middle of the screen, up to the limits', () => {
    let viewport = at(-500, -400, 1);
    const middle = screenToWorld(viewport, { x: 500, y: 400 });
    const scales: number[] = [];
    for (let i = 0; i < 7; i++) {
      viewport = zoomByStep(viewport, 1);
      scales.push(viewport.scale);
    }
    expect(scales).toEqual([1.2, 1.4, 1.6, 1.8, 2, 2, 2]);
    expect(screenToWorld(viewport, { x: 500, y: 400 })).toEqual(middle);
    for (let i = 0; i < 10; i++) viewport = zoomByStep(viewport, -1);
    expect(viewport.scale).toBe(0.4);
  });

  it('by wheel 0.0075 per delta unit, down zooming out', () => {
    const viewport = at(-500, -400, 1);
    expect(zoomByWheel(viewport, { x: 10, y: 10 }, 20).scale).toBe(0.85);
    expect(zoomByWheel(viewport, { x: 10, y: 10 }, -40).scale).toBe(1.3);
    expect(zoomByWheel(viewport, { x: 10, y: 10 }, -1000).scale).toBe(2);
    expect(zoomByWheel(viewport, { x: 10, y: 10 }, 1000).scale).toBe(0.4);
  });
});

describe('a new canvas size', () => {
  it('keeps the middle of the screen where it was', () => {
    const viewport = viewportCentredOn({ x: 120, y: -80 }, { width: 800, height: 600 }, 1.5);
    const resized = resizeViewport(viewport, { width: 1200, height: 500 });
    expect(resized).toMatchObject({ width: 1200, height: 500, scale: 1.5 });
    expect(screenToWorld(resized, { x: 600, y: 250 })).toEqual({ x: 120, y: -80 });
  });
});

describe('clamping to the world', () => {
  it('stops panning at each edge of the world', () => {
    const viewport = at(-500, -400, 1);
    const farLeftUp = panBy(viewport, { x: 100_000, y: 100_000 });
    expect(farLeftUp.x).toBe(-3000);
    expect(farLeftUp.y).toBe(-3000);
    const farRightDown = panBy(viewport, { x: -100_000, y: -100_000 });
    const visible = visibleWorld(farRightDown);
    expect(visible.x + visible.width).toBe(3000);
    expect(visible.y + visible.height).toBe(3000);
  });

  it('pans by the pointer movement divided by the scale', () => {
    const viewport = at(0, 0, 2);
    expect(panBy(viewport, { x: -100, y: 50 })).toMatchObject({ x: 50, y: -25 });
  });

  it('keeps a zoom at the edge inside the world', () => {
    const atCorner = at(-3000, -3000, 1);
    const zoomed = zoomAt(atCorner, { x: 500, y: 400 }, 0.4);
    expect(zoomed.x).toBe(-3000);
    expect(zoomed.y).toBe(-3000);
  });

  it('centres the world on a screen larger than the world', () => {
    const huge = clampViewport({ x: 0, y: 0, scale: 0.4, width: 3000, height: 2000 });
    // 3000 px at 0.4 is 7500 world units: 750 to spare on each side.
    expect(huge.x).toBe(-3750);
    // 2000 px at 0.4 is 5000 units, less than the world: clamped to its bottom edge.
    expect(huge.y).toBe(-2000);
  });
});
