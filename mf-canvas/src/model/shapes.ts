/**
 * Canvas shapes (spec §3): a box in world units with text, a fill from the palette and
 * the two flags the spec keeps on the entity.
 */
import {
  centre,
  containsPoint,
  outlinePointToward as outlineToward,
  type Point,
} from 'diagram-kit';
import { CANVAS } from './canvas-constants';
import type { Randomness } from './ids';
import { paletteIndexFrom } from './palette';

/** The prototype draws rectangles and circles; a resized circle becomes an ellipse. */
export type ShapeKind = 'rectangle' | 'circle';

export interface Shape {
  id: string;
  kind: ShapeKind;
  /** Top-left corner, world units. */
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  /** Index into SHAPE_PALETTE. */
  paletteIndex: number;
  isSelected: boolean;
  isEditing: boolean;
}

/**
 * Prototype sizes (spec §3): a 300 square; a circle of radius 150. We read "circle 150"
 * as a radius, so both prototype shapes span 300 and line up on the grid alike.
 */
function prototypeSize(kind: ShapeKind): number {
  return kind === 'rectangle' ? CANVAS.prototypeRectSize : CANVAS.prototypeCircleSize * 2;
}

export function createShape(
  kind: ShapeKind,
  centreAt: Point,
  randomness: Randomness,
  overrides: Partial<Omit<Shape, 'id' | 'kind'>> = {},
): Shape {
  const size = prototypeSize(kind);
  const width = overrides.width ?? size;
  const height = overrides.height ?? size;
  return {
    id: randomness.newId(),
    kind,
    x: centreAt.x - width / 2,
    y: centreAt.y - height / 2,
    width,
    height,
    text: '',
    paletteIndex: paletteIndexFrom(randomness.random()),
    isSelected: false,
    isEditing: false,
    ...overrides,
  };
}

/** Whether `p` is on the shape: its box for a rectangle, its ellipse for a circle. */
export function shapeContains(shape: Shape, p: Point): boolean {
  if (!containsPoint(shape, p)) return false;
  if (shape.kind === 'rectangle') return true;
  const c = centre(shape);
  const rx = shape.width / 2;
  const ry = shape.height / 2;
  const nx = (p.x - c.x) / rx;
  const ny = (p.y - c.y) / ry;
  return nx * nx + ny * ny <= 1;
}

/**
 * Where the ray from the shape's centre towards `toward` leaves its outline: an arrow
 * attached to the shape starts or ends there. The centre when `toward` is the centre.
 */
export const outlinePointToward = (shape: Shape, toward: Point): Point =>
  outlineToward(shape, toward, shape.kind === 'circle');

/**
 * The connector handle (spec §9: 75 px): a knob 75 world units right of the shape's
 * right edge, at mid-height, clear of the right resize handle.
 */
export function connectorHandleCentre(shape: Shape): Point {
  return { x: shape.x + shape.width + CANVAS.connectorHandlePx, y: shape.y + shape.height / 2 };
}
