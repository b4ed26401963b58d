import {
  centre,
  containsPoint,
  distanceToPolyline,
  outlinePointToward,
  type Point,
  type Rect,
  routeArrow,
} from 'diagram-kit';
import { type Flow, type FlowConnector, type FlowGroup, type FlowNode, nodeRect } from './flow';
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

/**
 * Where the line from a point inside a node (its middle by default) toward another point
 * leaves its shape.
 */
export function outlineToward(node: FlowNode, toward: Point, from?: Point): Point {
  const box = nodeRect(node);
  if (!from && node.kind !== 'decision') return outlinePointToward(box, toward, false);
  const c = from ?? centre(box);
  const dx = toward.x - c.x;
  const dy = toward.y - c.y;
  if (dx === 0 && dy === 0) return c;
  if (node.kind === 'decision') {
    // A diamond: |dx|/rx + |dy|/ry = 1 on its outline (taken about its middle: a line a
    // few pixels off it meets the outline close enough).
    const t = 1 / (Math.abs(dx) / (box.width / 2) + Math.abs(dy) / (box.height / 2));
    return { x: c.x + dx * t, y: c.y + dy * t };
  }
  // From a point off the middle: the box's edge along that line.
  const tx = dx > 0 ? (box.x + box.width - c.x) / dx : dx < 0 ? (box.x - c.x) / dx : Infinity;
  const ty = dy > 0 ? (box.y + box.height - c.y) / dy : dy < 0 ? (box.y - c.y) / dy : Infinity;
  const t = Math.min(tx, ty);
  return { x: c.x + dx * t, y: c.y + dy * t };
}

/**
 * A connector's line, from its source's outline to its target's; `offset` moves a straight
 * one beside the line of the centres, so two connectors between the same two nodes (there
 * and back, or two branches) are two lines.
 */
export function connectorPoints(
  from: FlowNode,
  to: FlowNode,
  route: FlowConnector['route'],
  offset = 0,
): Point[] {
  if (route === 'elbow')
    return routeArrow('elbow', { rect: nodeRect(from) }, { rect: nodeRect(to) }, CLEARANCE);
  const a = centre(nodeRect(from));
  const b = centre(nodeRect(to));
  if (offset === 0) return [outlineToward(from, b), outlineToward(to, a)];
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const shift = { x: ((a.y - b.y) / length) * offset, y: ((b.x - a.x) / length) * offset };
  const a2 = { x: a.x + shift.x, y: a.y + shift.y };
  const b2 = { x: b.x + shift.x, y: b.y + shift.y };
  return [outlineToward(from, b2, a2), outlineToward(to, a2, b2)];
}

/** How far apart two straight connectors between the same two nodes are drawn. */
const PARALLEL_GAP = 10;

/**
 * Each straight connector's offset from the line of its nodes' centres: none for two nodes
 * joined once, spread either side when they are joined more than once (either way).
 */
export function parallelOffsets(connectors: readonly FlowConnector[]): Map<string, number> {
  const pairs = new Map<string, FlowConnector[]>();
  for (const connector of connectors) {
    if (connector.route !== 'straight') continue;
    const forward = connector.from < connector.to;
    const key = forward ? `${connector.from} ${connector.to}` : `${connector.to} ${connector.from}`;
    const list = pairs.get(key);
    if (list) list.push(connector);
    else pairs.set(key, [connector]);
  }
  const offsets = new Map<string, number>();
  for (const list of pairs.values()) {
    if (list.length < 2) continue;
    list.forEach((connector, i) => {
      const spread = (i - (list.length - 1) / 2) * PARALLEL_GAP;
      // Measured across the line from the lower id to the higher, whichever way it points.
      offsets.set(connector.id, connector.from < connector.to ? spread : -spread);
    });
  }
  return offsets;
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
  const offsets = parallelOffsets(flow.connectors);
  const routed: RoutedConnector[] = [];
  for (const connector of flow.connectors) {
    const from = byId.get(connector.from);
    const to = byId.get(connector.to);
    const offset = offsets.get(connector.id) ?? 0;
    if (from && to)
      routed.push({ connector, points: connectorPoints(from, to, connector.route, offset) });
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

export interface GroupFrame {
  id: string;
  label: string;
  rect: Rect;
}

/**
 * Each group's frame, as the diagram and the SVG draw it: the box around its nodes with
 * room for its name above; a group without nodes has none.
 */
export function groupFrames(
  groups: readonly FlowGroup[],
  nodes: readonly FlowNode[],
): GroupFrame[] {
  return groups.flatMap((group) => {
    const members = nodes.filter((node) => node.group === group.id);
    if (members.length === 0) return [];
    const box = flowBounds(members);
    // flowBounds leaves the picture's margin; a frame needs less, and its name above.
    const rect = { x: box.x + 20, y: box.y - 4, width: box.width - 40, height: box.height - 16 };
    return [{ id: group.id, label: group.label, rect }];
  });
}
