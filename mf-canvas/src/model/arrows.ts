/**
 * Arrows (spec §3): each end is attached to a shape by id or sits at coordinates. An
 * attached end follows its shape; a free end keeps its coordinates. Straight arrows run
 * between the outlines along the line of the centres; broken ones are elbow-routed (both
 * routed by diagram-kit's arrows.ts; a circle's outline is an ellipse's).
 */
import {
  boundsOfPoints,
  distanceToPolyline,
  type Point,
  type Rect,
  type RouteEnd,
  routeArrow,
} from 'diagram-kit';
import { CANVAS } from './canvas-constants';
import type { Shape } from './shapes';

export type ArrowType = 'straight' | 'broken';

export interface Arrow {
  id: string;
  type: ArrowType;
  /** Used when the end is not attached (and kept as the last known end otherwise). */
  coordsStart: Point;
  coordsFinish: Point;
  shapeIdStart: string | null;
  shapeIdFinish: string | null;
  isSelected: boolean;
}

export interface ArrowGeometry {
  points: Point[];
  bounds: Rect;
}

const endOf = (shape: Shape | undefined, coords: Point): RouteEnd =>
  shape ? { rect: shape, ellipse: shape.kind === 'circle' } : { point: coords };

interface CacheEntry {
  arrow: Arrow;
  start: Shape | undefined;
  finish: Shape | undefined;
  geometry: ArrowGeometry;
}

// Routing 2,000 broken arrows takes a good part of a second, so routes are cached by
// arrow id and reused while the geometry they depend on is the same. Selecting shapes or
// arrows changes neither; moving a group moves both ends of its inner arrows alike, and
// those routes are translated rather than routed again.
const geometryCache = new Map<string, CacheEntry>();
const CACHE_LIMIT = 20_000;

const sameBox = (a: Shape | undefined, b: Shape | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.x === b.x &&
    a.y === b.y &&
    a.width === b.width &&
    a.height === b.height &&
    a.kind === b.kind);

const sameShapeOfBox = (a: Shape, b: Shape) =>
  a.width === b.width && a.height === b.height && a.kind === b.kind;

const sameEnds = (a: Arrow, b: Arrow) =>
  a === b ||
  (a.type === b.type &&
    a.shapeIdStart === b.shapeIdStart &&
    a.shapeIdFinish === b.shapeIdFinish &&
    a.coordsStart.x === b.coordsStart.x &&
    a.coordsStart.y === b.coordsStart.y &&
    a.coordsFinish.x === b.coordsFinish.x &&
    a.coordsFinish.y === b.coordsFinish.y);

/** The offset both attached ends moved by, when they moved alike and kept their size. */
function commonTranslation(entry: CacheEntry, start: Shape | undefined, finish: Shape | undefined) {
  if (!entry.start || !entry.finish || !start || !finish) return null;
  if (!sameShapeOfBox(entry.start, start) || !sameShapeOfBox(entry.finish, finish)) return null;
  const dx = start.x - entry.start.x;
  const dy = start.y - entry.start.y;
  return finish.x - entry.finish.x === dx && finish.y - entry.finish.y === dy
    ? { x: dx, y: dy }
    : null;
}

function computeGeometry(
  arrow: Arrow,
  start: Shape | undefined,
  finish: Shape | undefined,
): ArrowGeometry {
  const points = routeArrow(
    arrow.type === 'straight' ? 'straight' : 'elbow',
    endOf(start, arrow.coordsStart),
    endOf(finish, arrow.coordsFinish),
    CANVAS.arrowBendClearance,
  );
  return { points, bounds: boundsOfPoints(points) };
}

/** The arrow's polyline (tail first) and its bounds, from the shapes it is attached to. */
export function arrowGeometry(arrow: Arrow, shapes: ReadonlyMap<string, Shape>): ArrowGeometry {
  const start = arrow.shapeIdStart ? shapes.get(arrow.shapeIdStart) : undefined;
  const finish = arrow.shapeIdFinish ? shapes.get(arrow.shapeIdFinish) : undefined;
  const cached = geometryCache.get(arrow.id);
  let geometry: ArrowGeometry | undefined;
  if (cached && sameEnds(cached.arrow, arrow)) {
    if (sameBox(cached.start, start) && sameBox(cached.finish, finish)) {
      if (cached.arrow === arrow && cached.start === start && cached.finish === finish) {
        return cached.geometry;
      }
      geometry = cached.geometry;
    } else {
      const offset = commonTranslation(cached, start, finish);
      if (offset) {
        const points = cached.geometry.points.map((p) => ({
          x: p.x + offset.x,
          y: p.y + offset.y,
        }));
        const { bounds } = cached.geometry;
        geometry = {
          points,
          bounds: { ...bounds, x: bounds.x + offset.x, y: bounds.y + offset.y },
        };
      }
    }
  }
  geometry ??= computeGeometry(arrow, start, finish);
  if (geometryCache.size >= CACHE_LIMIT) geometryCache.clear();
  geometryCache.set(arrow.id, { arrow, start, finish, geometry });
  return geometry;
}

/** Whether `p` is within `tolerance` of the arrow's line. */
export function arrowNear(
  arrow: Arrow,
  shapes: ReadonlyMap<string, Shape>,
  p: Point,
  tolerance: number,
): boolean {
  const { points, bounds } = arrowGeometry(arrow, shapes);
  if (
    p.x < bounds.x - tolerance ||
    p.y < bounds.y - tolerance ||
    p.x > bounds.x + bounds.width + tolerance ||
    p.y > bounds.y + bounds.height + tolerance
  ) {
    return false;
  }
  return distanceToPolyline(p, points) <= tolerance;
}

export const isAttachedTo = (arrow: Arrow, shapeIds: ReadonlySet<string>) =>
  (arrow.shapeIdStart !== null && shapeIds.has(arrow.shapeIdStart)) ||
  (arrow.shapeIdFinish !== null && shapeIds.has(arrow.shapeIdFinish));
