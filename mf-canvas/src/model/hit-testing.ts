/**
 * What is under the pointer. Handles are drawn at a fixed size on screen, so their hit
 * areas are given in screen pixels and converted with the current scale.
 */
import { distance, type Point, topmostAt } from 'diagram-kit';
import { arrowNear } from './arrows';
import { type CanvasDocument, shapesById } from './document';
import { handlePosition, RESIZE_DIRECTIONS, type ResizeDirection } from './resize';
import { connectorHandleCentre, type Shape, shapeContains } from './shapes';

/** Drawn sizes of the handles, in screen pixels (the view draws them with these). */
export const HANDLE_SIZE_PX = 10;
export const CONNECTOR_RADIUS_PX = 8;
/** How far from an arrow's line a click still selects it. */
const ARROW_HIT_PX = 6;
/** Hit areas a little larger than what is drawn: small targets are hard to grab. */
const HANDLE_HIT_PX = HANDLE_SIZE_PX / 2 + 3;
const CONNECTOR_HIT_PX = CONNECTOR_RADIUS_PX + 3;

export type HitTarget =
  | { kind: 'resize-handle'; shapeId: string; direction: ResizeDirection }
  | { kind: 'connector'; shapeId: string }
  | { kind: 'arrow'; arrowId: string }
  | { kind: 'shape'; shapeId: string }
  | { kind: 'empty' };

const EMPTY: HitTarget = { kind: 'empty' };

/**
 * The topmost target at `world`, in drawing order: handles of selected shapes, then
 * arrows (drawn over shapes), then shapes from the top down.
 */
export function hitTest(doc: CanvasDocument, world: Point, scale: number): HitTarget {
  for (let i = doc.shapes.length - 1; i >= 0; i--) {
    const shape = doc.shapes[i]!;
    if (!shape.isSelected || shape.isEditing) continue;
    const handle = handleAt(shape, world, scale);
    if (handle) return handle;
  }
  const shapes = shapesById(doc);
  const arrowTolerance = ARROW_HIT_PX / scale;
  const arrow = topmostAt(doc.arrows, (a) => arrowNear(a, shapes, world, arrowTolerance));
  if (arrow) return { kind: 'arrow', arrowId: arrow.id };
  const shape = topmostShapeAt(doc, world);
  return shape ? { kind: 'shape', shapeId: shape.id } : EMPTY;
}

function handleAt(shape: Shape, world: Point, scale: number): HitTarget | null {
  const handleTolerance = HANDLE_HIT_PX / scale;
  for (const direction of RESIZE_DIRECTIONS) {
    const at = handlePosition(shape, direction);
    if (
      Math.abs(world.x - at.x) <= handleTolerance &&
      Math.abs(world.y - at.y) <= handleTolerance
    ) {
      return { kind: 'resize-handle', shapeId: shape.id, direction };
    }
  }
  if (distance(world, connectorHandleCentre(shape)) <= CONNECTOR_HIT_PX / scale) {
    return { kind: 'connector', shapeId: shape.id };
  }
  return null;
}

/** The topmost shape under `world`, skipping `except` (an arrow cannot end on its own start). */
export function topmostShapeAt(
  doc: CanvasDocument,
  world: Point,
  except?: string,
): Shape | undefined {
  return topmostAt(doc.shapes, (shape) => shape.id !== except && shapeContains(shape, world));
}
