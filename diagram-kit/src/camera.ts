/**
 * The camera over a diagram: which diagram point sits at the screen's top-left corner,
 * how many screen pixels one diagram unit takes, and the screen's size. Screen
 * coordinates are relative to the view element's top-left corner. Pure: a view applies
 * it (a canvas draws through it, an element tree takes `cameraTransform` as one CSS
 * transform), so a pan is a new camera and nothing else.
 *
 * What differs between editors is data, not code: the scale's range and the area the
 * screen stays inside (`CameraLimits`); how far a key or a wheel notch zooms is the
 * editor's own (it asks `zoomAt` for a scale).
 */
import { clamp, type Point, type Rect } from './geometry';

export interface Camera {
  /** Diagram coordinates of the screen's top-left corner. */
  x: number;
  y: number;
  /** Screen pixels per diagram unit. */
  scale: number;
  /** Size of the view element in screen pixels. */
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface CameraLimits {
  minScale: number;
  maxScale: number;
  /** The area the screen stays inside (a bounded world); none: pans anywhere. */
  bounds?: Rect;
}

export function screenToDiagram(camera: Camera, screen: Point): Point {
  return { x: camera.x + screen.x / camera.scale, y: camera.y + screen.y / camera.scale };
}

export function diagramToScreen(camera: Camera, point: Point): Point {
  return { x: (point.x - camera.x) * camera.scale, y: (point.y - camera.y) * camera.scale };
}

/** The part of the diagram the screen shows (it may reach past the bounds' edges). */
export function visibleArea(camera: Camera): Rect {
  return {
    x: camera.x,
    y: camera.y,
    width: camera.width / camera.scale,
    height: camera.height / camera.scale,
  };
}

/**
 * The CSS transform that shows an element tree laid out in diagram coordinates (origin
 * at its top-left, `transform-origin: 0 0`) through the camera.
 */
export const cameraTransform = (camera: Camera) =>
  `translate(${-camera.x * camera.scale}px, ${-camera.y * camera.scale}px) scale(${camera.scale})`;

/**
 * Scales are kept to four decimals: '=' five times from 1 should read 2, not
 * 1.9999999999999998, and no zoom step is finer than that.
 */
export function clampScale(scale: number, limits: CameraLimits): number {
  return Math.round(clamp(scale, limits.minScale, limits.maxScale) * 1e4) / 1e4;
}

function clampAxis(start: number, visible: number, boundsStart: number, boundsSize: number) {
  // A screen wider than the whole area (a big monitor zoomed out) shows it centred.
  if (visible >= boundsSize) return boundsStart - (visible - boundsSize) / 2;
  return clamp(start, boundsStart, boundsStart + boundsSize - visible);
}

/** Keeps the screen inside the limits' bounds, if they have any. */
export function clampCamera(camera: Camera, limits: CameraLimits): Camera {
  const { bounds } = limits;
  if (!bounds) return camera;
  const visible = visibleArea(camera);
  const x = clampAxis(camera.x, visible.width, bounds.x, bounds.width);
  const y = clampAxis(camera.y, visible.height, bounds.y, bounds.height);
  return x === camera.x && y === camera.y ? camera : { ...camera, x, y };
}

/** A camera of the given size and scale whose centre shows `point`. */
export function cameraCentredOn(point: Point, size: Size, limits: CameraLimits, scale = 1): Camera {
  const s = clampScale(scale, limits);
  return clampCamera(
    {
      x: point.x - size.width / 2 / s,
      y: point.y - size.height / 2 / s,
      scale: s,
      width: size.width,
      height: size.height,
    },
    limits,
  );
}

/** Moves the camera so the diagram follows a pointer that moved by `screenDelta`. */
export function panBy(camera: Camera, screenDelta: Point, limits: CameraLimits): Camera {
  return clampCamera(
    {
      ...camera,
      x: camera.x - screenDelta.x / camera.scale,
      y: camera.y - screenDelta.y / camera.scale,
    },
    limits,
  );
}

/**
 * Changes the scale keeping the diagram point under `screen` where it is on screen (zoom
 * around the pointer). Clamping to the bounds may shift it when the camera is at an edge.
 */
export function zoomAt(camera: Camera, screen: Point, scale: number, limits: CameraLimits): Camera {
  const s = clampScale(scale, limits);
  if (s === camera.scale) return camera;
  const anchor = screenToDiagram(camera, screen);
  return clampCamera(
    { ...camera, scale: s, x: anchor.x - screen.x / s, y: anchor.y - screen.y / s },
    limits,
  );
}

export const cameraCentre = (camera: Camera): Point => ({
  x: camera.width / 2,
  y: camera.height / 2,
});

/**
 * A new view size keeps the diagram point in the middle of the screen where it was, so
 * the first measurement of the element keeps the middle centred, and so does a window
 * resize.
 */
export function resizeCamera(camera: Camera, size: Size, limits: CameraLimits): Camera {
  if (size.width === camera.width && size.height === camera.height) return camera;
  const middle = screenToDiagram(camera, cameraCentre(camera));
  return cameraCentredOn(middle, size, limits, camera.scale);
}

/**
 * The whole diagram (from its origin, `diagram` in size) in view: scaled down to fit
 * (never up past 1, where it reads best), centred across, from the top (a tree reads
 * from its root down).
 */
export function fitCamera(diagram: Size, view: Size, limits: CameraLimits): Camera {
  if (view.width <= 0 || view.height <= 0) return { x: 0, y: 0, scale: 1, ...view };
  const scale = clampScale(
    Math.min(1, view.width / diagram.width, view.height / diagram.height),
    limits,
  );
  return { scale, x: -(view.width - diagram.width * scale) / 2 / scale, y: 0, ...view };
}

/**
 * The camera moved just enough to show `rect` whole with `margin` screen pixels around
 * it, or the same camera.
 */
export function showRect(camera: Camera, rect: Rect, limits: CameraLimits, margin = 24): Camera {
  const { x: left, y: top } = diagramToScreen(camera, rect);
  const right = left + rect.width * camera.scale;
  const bottom = top + rect.height * camera.scale;
  let dx = 0;
  let dy = 0;
  if (left < margin) dx = margin - left;
  else if (right > camera.width - margin) dx = camera.width - margin - right;
  if (top < margin) dy = margin - top;
  else if (bottom > camera.height - margin) dy = camera.height - margin - bottom;
  return dx === 0 && dy === 0 ? camera : panBy(camera, { x: dx, y: dy }, limits);
}
