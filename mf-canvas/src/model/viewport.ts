/**
 * The camera over the world: which world point sits at the screen's top-left corner and
 * how many screen pixels one world unit takes. Screen coordinates are relative to the
 * canvas element's top-left corner.
 */
import { CANVAS } from './canvas-constants';
import { clamp, type Point, type Rect } from './geometry';

export interface Viewport {
  /** World coordinates of the screen's top-left corner. */
  x: number;
  y: number;
  /** Screen pixels per world unit (spec §9: 0.4 to 2). */
  scale: number;
  /** Size of the canvas element in screen pixels. */
  width: number;
  height: number;
}

/**
 * The world: 6000×6000 with the origin offset by 3000, so world coordinates run from
 * -3000 to 3000 on both axes and (0, 0) is where the cross axis meets.
 */
export const WORLD: Rect = {
  x: -CANVAS.originOffset,
  y: -CANVAS.originOffset,
  width: CANVAS.worldSize,
  height: CANVAS.worldSize,
};

export function screenToWorld(viewport: Viewport, screen: Point): Point {
  return { x: viewport.x + screen.x / viewport.scale, y: viewport.y + screen.y / viewport.scale };
}

export function worldToScreen(viewport: Viewport, world: Point): Point {
  return { x: (world.x - viewport.x) * viewport.scale, y: (world.y - viewport.y) * viewport.scale };
}

/** The part of the world the screen shows (it may reach past the world's edges). */
export function visibleWorld(viewport: Viewport): Rect {
  return {
    x: viewport.x,
    y: viewport.y,
    width: viewport.width / viewport.scale,
    height: viewport.height / viewport.scale,
  };
}

/**
 * Scales are kept to four decimals: '=' five times from 1 should read 2, not
 * 1.9999999999999998, and no zoom step is finer than that.
 */
export function clampScale(scale: number): number {
  return Math.round(clamp(scale, CANVAS.minZoom, CANVAS.maxZoom) * 1e4) / 1e4;
}

function clampAxis(start: number, visible: number, worldStart: number, worldSize: number) {
  // A screen wider than the whole world (a big monitor at 0.4) shows it centred.
  if (visible >= worldSize) return worldStart - (visible - worldSize) / 2;
  return clamp(start, worldStart, worldStart + worldSize - visible);
}

/** Keeps the screen inside the world (spec §4: panning is clamped to the canvas bounds). */
export function clampViewport(viewport: Viewport): Viewport {
  const visible = visibleWorld(viewport);
  const x = clampAxis(viewport.x, visible.width, WORLD.x, WORLD.width);
  const y = clampAxis(viewport.y, visible.height, WORLD.y, WORLD.height);
  return x === viewport.x && y === viewport.y ? viewport : { ...viewport, x, y };
}

/** A viewport of the given size and scale whose centre shows `world`. */
export function viewportCentredOn(
  world: Point,
  size: { width: number; height: number },
  scale = 1,
): Viewport {
  const s = clampScale(scale);
  return clampViewport({
    x: world.x - size.width / 2 / s,
    y: world.y - size.height / 2 / s,
    scale: s,
    width: size.width,
    height: size.height,
  });
}

/** Moves the camera so the world follows a pointer that moved by `screenDelta`. */
export function panBy(viewport: Viewport, screenDelta: Point): Viewport {
  return clampViewport({
    ...viewport,
    x: viewport.x - screenDelta.x / viewport.scale,
    y: viewport.y - screenDelta.y / viewport.scale,
  });
}

/**
 * Changes the scale keeping the world point under `screen` where it is on screen (zoom
 * around the pointer). Clamping to the world may shift it when the camera is at an edge.
 */
export function zoomAt(viewport: Viewport, screen: Point, scale: number): Viewport {
  const s = clampScale(scale);
  if (s === viewport.scale) return viewport;
  const anchor = screenToWorld(viewport, screen);
  return clampViewport({
    ...viewport,
    scale: s,
    x: anchor.x - screen.x / s,
    y: anchor.y - screen.y / s,
  });
}

export const viewportCentre = (viewport: Viewport): Point => ({
  x: viewport.width / 2,
  y: viewport.height / 2,
});

/** Keyboard zoom ('=' / '-'): a fixed step around the middle of the screen. */
export function zoomByStep(viewport: Viewport, direction: 1 | -1): Viewport {
  return zoomAt(
    viewport,
    viewportCentre(viewport),
    viewport.scale + direction * CANVAS.keyboardZoomStep,
  );
}

/**
 * Wheel zoom: 0.0075 of scale per unit of `deltaY` (spec §9), scrolling down (positive
 * delta) zooming out, as in every map and diagram tool.
 */
export function zoomByWheel(viewport: Viewport, screen: Point, deltaY: number): Viewport {
  return zoomAt(viewport, screen, viewport.scale - deltaY * CANVAS.wheelZoomPerDelta);
}

/**
 * A new canvas size keeps the world point in the middle of the screen where it was, so
 * the first measurement of the element keeps the origin centred, and so does a window
 * resize.
 */
export function resizeViewport(
  viewport: Viewport,
  size: { width: number; height: number },
): Viewport {
  if (size.width === viewport.width && size.height === viewport.height) return viewport;
  const middle = screenToWorld(viewport, viewportCentre(viewport));
  return viewportCentredOn(middle, size, viewport.scale);
}
