import {
  type Camera,
  clampCamera,
  clampScale,
  diagramToScreen,
  panBy,
  screenToDiagram,
  visibleArea,
  zoomAt,
} from 'diagram-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANVAS, CANVAS_CAMERA, WORLD } from './canvas-constants';
import { zoomByStep, zoomByWheel } from './canvas-zoom';

/*
 * The camera: screen and world coordinates are inverse transforms, the scale never
 * leaves 0.4..2, the screen never shows past the world (except to centre a world smaller
 * than the screen), and zooming keeps the point under the pointer where it was.
 */

const coordinate = fc.double({ min: -4000, max: 4000, noNaN: true });
const size = fc.integer({ min: 1, max: 5000 });
const scale = fc.double({ min: CANVAS.minZoom, max: CANVAS.maxZoom, noNaN: true });

const viewports: fc.Arbitrary<Camera> = fc
  .record({ x: coordinate, y: coordinate, scale, width: size, height: size })
  .map((v) => clampCamera(v, CANVAS_CAMERA));
const onScreen = (v: Camera) =>
  fc.record({
    x: fc.double({ min: 0, max: v.width, noNaN: true }),
    y: fc.double({ min: 0, max: v.height, noNaN: true }),
  });
const withScreenPoint = viewports.chain((v) => fc.tuple(fc.constant(v), onScreen(v)));

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

/** The screen shows only the world, or the whole world centred when it is the bigger. */
function expectInsideWorld(v: Camera) {
  const visible = visibleArea(v);
  for (const [start, length, worldStart, worldSize] of [
    [visible.x, visible.width, WORLD.x, WORLD.width],
    [visible.y, visible.height, WORLD.y, WORLD.height],
  ] as const) {
    if (length >= worldSize) {
      close(start + length / 2, worldStart + worldSize / 2);
    } else {
      expect(start).toBeGreaterThanOrEqual(worldStart - 1e-9);
      expect(start + length).toBeLessThanOrEqual(worldStart + worldSize + 1e-9);
    }
  }
}

describe('the viewport', () => {
  it('maps screen to world and back to the same point', () => {
    fc.assert(
      fc.property(withScreenPoint, coordinate, coordinate, ([v, screen], wx, wy) => {
        const back = diagramToScreen(v, screenToDiagram(v, screen));
        close(back.x, screen.x);
        close(back.y, screen.y);
        const world = screenToDiagram(v, diagramToScreen(v, { x: wx, y: wy }));
        close(world.x, wx);
        close(world.y, wy);
      }),
    );
  });

  it('clamps any scale into 0.4..2, and clamping twice changes nothing', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (s) => {
        const clamped = clampScale(s, CANVAS_CAMERA);
        expect(clamped).toBeGreaterThanOrEqual(CANVAS.minZoom);
        expect(clamped).toBeLessThanOrEqual(CANVAS.maxZoom);
        expect(clampScale(clamped, CANVAS_CAMERA)).toBe(clamped);
      }),
    );
  });

  it('stays inside the world whatever pans and zooms happen, at a scale within 0.4..2', () => {
    const move = fc.oneof(
      fc.record({ pan: fc.record({ x: coordinate, y: coordinate }) }),
      fc.record({
        wheel: fc.double({ min: -2000, max: 2000, noNaN: true }),
        at: fc.record({ x: coordinate, y: coordinate }),
      }),
      fc.record({ step: fc.constantFrom(1 as const, -1 as const) }),
    );
    fc.assert(
      fc.property(viewports, fc.array(move, { maxLength: 20 }), (start, moves) => {
        let v = start;
        for (const m of moves) {
          if ('pan' in m) v = panBy(v, m.pan, CANVAS_CAMERA);
          else if ('wheel' in m) v = zoomByWheel(v, m.at, m.wheel);
          else v = zoomByStep(v, m.step);
          expect(v.scale).toBeGreaterThanOrEqual(CANVAS.minZoom);
          expect(v.scale).toBeLessThanOrEqual(CANVAS.maxZoom);
          expectInsideWorld(v);
          expect(clampCamera(v, CANVAS_CAMERA)).toEqual(v);
        }
      }),
    );
  });

  it('zooms around the pointer: the world point under it stays, unless the world edge stops it', () => {
    fc.assert(
      fc.property(withScreenPoint, scale, ([v, screen], s) => {
        const anchor = screenToDiagram(v, screen);
        const zoomed = zoomAt(v, screen, s, CANVAS_CAMERA);
        const unclamped = {
          ...zoomed,
          x: anchor.x - screen.x / zoomed.scale,
          y: anchor.y - screen.y / zoomed.scale,
        };
        if (
          zoomed === v ||
          clampCamera(unclamped, CANVAS_CAMERA).x !== unclamped.x ||
          clampCamera(unclamped, CANVAS_CAMERA).y !== unclamped.y
        )
          return;
        const after = diagramToScreen(zoomed, anchor);
        close(after.x, screen.x);
        close(after.y, screen.y);
      }),
    );
  });

  it('zooming in one step and out one step gives the scale back', () => {
    fc.assert(
      fc.property(viewports, (any) => {
        // Scales the editor reaches are kept to four decimals (clampScale).
        const v = clampCamera(
          { ...any, scale: clampScale(any.scale, CANVAS_CAMERA) },
          CANVAS_CAMERA,
        );
        const stepped = zoomByStep(v, 1);
        if (stepped.scale !== Math.round((v.scale + CANVAS.keyboardZoomStep) * 1e4) / 1e4) return;
        expect(zoomByStep(stepped, -1).scale).toBe(v.scale);
      }),
    );
  });
});
