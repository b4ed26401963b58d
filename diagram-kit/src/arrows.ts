/**
 * An arrow's route between two ends, each on a box's outline or a free point: straight
 * (along the line of the two centres, from outline to outline) or elbow-routed
 * (elbow-routing.ts). The editor keeps its arrows and what they are attached to; this
 * only routes.
 */
import { type RouteEnd, routeElbow } from './elbow-routing';
import { centre, type Point, type Rect } from './geometry';

export type ArrowRouting = 'straight' | 'elbow';

/** Where the line from the box's centre toward `toward` leaves its outline. */
export function outlinePointToward(box: Rect, toward: Point, ellipse = false): Point {
  const c = centre(box);
  const dx = toward.x - c.x;
  const dy = toward.y - c.y;
  if (dx === 0 && dy === 0) return c;
  const rx = box.width / 2;
  const ry = box.height / 2;
  const t = ellipse
    ? 1 / Math.hypot(dx / rx, dy / ry)
    : Math.min(
        dx === 0 ? Number.POSITIVE_INFINITY : rx / Math.abs(dx),
        dy === 0 ? Number.POSITIVE_INFINITY : ry / Math.abs(dy),
      );
  return { x: c.x + dx * t, y: c.y + dy * t };
}

const aimOf = (end: RouteEnd) => ('rect' in end ? centre(end.rect) : end.point);
const endPoint = (end: RouteEnd, toward: Point) =>
  'rect' in end ? outlinePointToward(end.rect, toward, end.ellipse) : end.point;

/** The arrow's polyline, tail first. `clearance`: how far an elbow route keeps off the boxes. */
export function routeArrow(
  routing: ArrowRouting,
  from: RouteEnd,
  to: RouteEnd,
  clearance: number,
): Point[] {
  if (routing === 'elbow') return routeElbow(from, to, clearance);
  return [endPoint(from, aimOf(to)), endPoint(to, aimOf(from))];
}
