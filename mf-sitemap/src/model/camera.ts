import { BOX_HEIGHT, BOX_WIDTH, type PlacedPage } from './tree-layout';

/**
 * The diagram's camera: where the diagram sits in its viewport (`x`, `y`: the screen
 * position of the diagram's origin) and how large (`scale`). Pure; the view applies it
 * as one CSS transform, so panning moves one composited layer and re-lays out nothing.
 */
export interface Camera {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 2;
/** One zoom step by key or button; a wheel notch zooms by its own delta. */
export const ZOOM_STEP = 1.25;
/** How far an arrow key pans, in screen pixels. */
export const PAN_STEP = 80;

export interface Size {
  width: number;
  height: number;
}

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Zoomed by `factor` around a point of the viewport, which stays where it is on screen. */
export function zoomAt(camera: Camera, factor: number, at: { x: number; y: number }): Camera {
  const scale = clampScale(camera.scale * factor);
  const ratio = scale / camera.scale;
  return { scale, x: at.x - (at.x - camera.x) * ratio, y: at.y - (at.y - camera.y) * ratio };
}

export const panBy = (camera: Camera, dx: number, dy: number): Camera => ({
  ...camera,
  x: camera.x + dx,
  y: camera.y + dy,
});

/**
 * The whole diagram in view: scaled down to fit (never up past 1, where boxes are read
 * best), centred across, from the top (a sitemap reads from its home page down).
 */
export function fitCamera(diagram: Size, viewport: Size): Camera {
  if (viewport.width <= 0 || viewport.height <= 0) return { x: 0, y: 0, scale: 1 };
  const scale = clampScale(
    Math.min(1, viewport.width / diagram.width, viewport.height / diagram.height),
  );
  return { scale, x: (viewport.width - diagram.width * scale) / 2, y: 0 };
}

/** The camera moved just enough to show `box` whole (with a margin), or the same camera. */
export function showBox(camera: Camera, box: PlacedPage, viewport: Size, margin = 24): Camera {
  const left = camera.x + box.x * camera.scale;
  const top = camera.y + box.y * camera.scale;
  const right = left + BOX_WIDTH * camera.scale;
  const bottom = top + BOX_HEIGHT * camera.scale;
  let dx = 0;
  let dy = 0;
  if (left < margin) dx = margin - left;
  else if (right > viewport.width - margin) dx = viewport.width - margin - right;
  if (top < margin) dy = margin - top;
  else if (bottom > viewport.height - margin) dy = viewport.height - margin - bottom;
  return dx === 0 && dy === 0 ? camera : panBy(camera, dx, dy);
}

/** A point of the viewport in the diagram's own coordinates. */
export const toDiagram = (camera: Camera, x: number, y: number) => ({
  x: (x - camera.x) / camera.scale,
  y: (y - camera.y) / camera.scale,
});
