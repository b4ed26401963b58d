import type { CameraLimits, Rect } from 'diagram-kit';

/**
 * The canvas's numbers (spec §9): the world, zoom, handles and the prototype's diagram.
 * The canvas stores nothing on the server, so they are the canvas's own, not the wire's.
 */
export const CANVAS = {
  worldSize: 6000,
  originOffset: 3000,
  gridCellPx: 40,
  gridCells: 150,
  minZoom: 0.4,
  maxZoom: 2,
  keyboardZoomStep: 0.2,
  wheelZoomPerDelta: 0.0075,
  minShapeSize: 50,
  connectorHandlePx: 75,
  arrowBendClearance: 20,
  paletteSize: 8,
  prototypeRectSize: 300,
  prototypeCircleSize: 150,
} as const;

/** The prototype's simulated load before the canvas shows (spec §9). */
export const SIMULATED_LOAD_MS = 1000;

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

/** The canvas's camera (spec §4, §9): 0.4 to 2, panning clamped to the world. */
export const CANVAS_CAMERA: CameraLimits = {
  minScale: CANVAS.minZoom,
  maxScale: CANVAS.maxZoom,
  bounds: WORLD,
};
