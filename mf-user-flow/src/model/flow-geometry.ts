import {
  centre,
  containsPoint,
  distanceToPolyline,
  outlinePointToward,
  type Point,
  type Rect,
  routeArrow,
} from 'diagram-kit';
import { type Flow, type FlowConnector, type FlowNode, nodeRect } from './flow';
import type { Direction } from './flow-edits';

/*
 * Where a flow's parts are on the plane: its bounds, each connector's line, what is at a
 * point, the nearest node in a direction. Pure, so the view, the export and the keyboard
 * agree on every figure.
 */

/** Room around the nodes in the picture, for the connectors' labels and the group frames. */
const MARGIN = 40;
/** How far an elbow connector keeps off the boxes it joins. */
const CLEARANCE = 20;
/** How close to a connector's line a press picks it, in diagram px. */
const CONNECTOR_HIT = 6;

/** The box around every node, with a margin; an empty flow is a small box at the origin. */
export function flowBounds(nodes: readonly FlowNode[]): Rect {
  if (nodes.length === 0) return { x: -MARGIN, y: -MARGIN, width: 400, height: 240 };
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const node of nodes) {
    const box = nodeRect(node);
    minX = Math.min(minX, box.x);
    minY = Math.min(minY, box.y);
    maxX = Math.max(maxX, box.x + box.width);
    maxY = Math.max(maxY, box.y + box.height);
  }
  return {
    x: minX - MARGIN,
    y: minY - MARGIN,
    width: maxX - minX + MARGIN * 2,
    height: maxY - minY + MARGIN * 2,
  };
}

/** Where the line from a node's middle toward a point leaves its shape. */
export function outlineToward(node: FlowNode, toward: Point): Point {
  const box = nodeRect(node);
  if (node.kind !== 'decision') return outlinePointToward(box, toward, false);
  // A diamond: |dx|/rx + |dy|/ry = 1 on its outline.
  const c = centre(box);
  const dx = toward.x - c.x;
  const dy = toward.y - c.y;
  if (dx === 0 && dy === 0) return c;
  const t = 1 / (Math.abs(dx) / (box.width / 2) + Math.abs(dy) / (box.height / 2));
  return { x: c.x + dx * t, y: c.y + dy * t };
}

/** A connector's line, from its source's outline to its target's. */
export function connectorPoints(
  from: FlowNode,
  to: FlowNode,
  route: FlowConnector['route'],
): Point[] {
  if (route === 'elbow')
    return routeArrow('elbow', { rect: nodeRect(from) }, { rect: nodeRect(to) }, CLEARANCE);
  return [outlineToward(from, centre(nodeRect(to))), outlineToward(to, centre(nodeRect(from)))];
}

/** An SVG path of a polyline. */
export const pathOf = (points: readonly Point[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join('');

const round = (value: number) => Math.round(value * 10) / 10;

/** The middle of a polyline, by length: where its label goes. */
export function midpoint(points: readonly Point[]): Point {
  if (points.length === 1) return points[0]!;
  const lengths = points.slice(1).map((p, i) => Math.hypot(p.x - points[i]!.x, p.y - points[i]!.y));
  let half = lengths.reduce((sum, length) => sum + length, 0) / 2;
  for (let i = 0; i < lengths.length; i++) {
    const length = lengths[i]!;
    if (half <= length && length > 0) {
      const a = points[i]!;
      const b = points[i + 1]!;
      const t = half / length;
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    }
    half -= length;
  }
  return points[points.length - 1]!;
}

/** The end's last segment's angle, for its arrowhead. */
function endAngle(points: readonly Point[]): number {
  const a = points[points.length - 2] ?? points[0]!;
  const b = points[points.length - 1]!;
  return Math.atan2(b.y - a.y, b.x - a.x);
}

/** An arrowhead at a polyline's end, as a path. */
export function arrowheadPath(points: readonly Point[], size = 9): string {
  const tip = points[points.length - 1]!;
  const angle = endAngle(points);
  const left = {
    x: tip.x - size * Math.cos(angle - 0.45),
    y: tip.y - size * Math.sin(angle - 0.45),
  };
  const right = {
    x: tip.x - size * Math.cos(angle + 0.45),
    y: tip.y - size * Math.sin(angle + 0.45),
  };
  return `M${round(left.x)} ${round(left.y)}L${round(tip.x)} ${round(tip.y)}L${round(right.x)} ${round(right.y)}Z`;
}

export interface RoutedConnector {
  connector: FlowConnector;
  points: Point[];
}

/** Every connector's line; a connector whose ends are missing (never saved so) is left out. */
export function routeConnectors(flow: Pick<Flow, 'nodes' | 'connectors'>): RoutedConnector[] {
  const byId = new Map(flow.nodes.map((node) => [node.id, node]));
  const routed: RoutedConnector[] = [];
  for (const connector of flow.connectors) {
    const from = byId.get(connector.from);
    const to = byId.get(connector.to);
    if (from && to) routed.push({ connector, points: connectorPoints(from, to, connector.route) });
  }
  return routed;
}

/** The topmost node whose box holds the point (the last drawn wins), or null. */
export function nodeAt(nodes: readonly FlowNode[], point: Point): FlowNode | null {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    if (containsPoint(nodeRect(node), point)) return node;
  }
  return null;
}

/** The connector whose line passes closest to the point, within `within` px, or null. */
export function connectorAt(
  routed: readonly RoutedConnector[],
  point: Point,
  within = CONNECTOR_HIT,
): FlowConnector | null {
  let best: FlowConnector | null = null;
  let bestDistance = within;
  for (const { connector, points } of routed) {
    const distance = distanceToPolyline(point, points);
    if (distance <= bestDistance) {
      best = connector;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The node the arrow keys move to from `fromId`: the nearest whose middle lies in that
 * direction (within 45° of it), nearer along the direction counting less than off it.
 */
export function nearestInDirection(
  nodes: readonly FlowNode[],
  fromId: string,
  direction: Direction,
): FlowNode | null {
  const from = nodes.find((node) => node.id === fromId);
  if (!from) return nodes[0] ?? null;
  const origin = centre(nodeRect(from));
  let best: FlowNode | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const node of nodes) {
    if (node.id === fromId) continue;
    const c = centre(nodeRect(node));
    const dx = c.x - origin.x;
    const dy = c.y - origin.y;
    const [along, off] =
      direction === 'right'
        ? [dx, dy]
        : direction === 'left'
          ? [-dx, dy]
          : direction === 'down'
            ? [dy, dx]
            : [-dy, dx];
    if (along <= 0 || Math.abs(off) > along) continue;
    const score = along + Math.abs(off) * 2;
    if (score < bestScore) {
      best = node;
      bestScore = score;
    }
  }
  return best;
}

/** The nodes whose boxes meet a rectangle (a marquee's). */
export function nodesInRect(nodes: readonly FlowNode[], rect: Rect): FlowNode[] {
  return nodes.filter((node) => {
    const box = nodeRect(node);
    return (
      box.x < rect.x + rect.width &&
      rect.x < box.x + box.width &&
      box.y < rect.y + rect.height &&
      rect.y < box.y + box.height
    );
  });
}
