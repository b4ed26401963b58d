/**
 * Routes of broken arrows (spec §3: "elbow-routed"): axis-parallel segments that leave a
 * shape straight out of one side, keep 20 world units (spec §9, arrow bend clearance)
 * away from both shapes, and turn as few times as they can.
 *
 * The search follows the usual orthogonal-connector recipe: lines ("rulers") through the
 * shapes' edges grown by the clearance, the side midpoints and the corridors between
 * them form a small grid; a shortest path over that grid, with a cost per bend, is the
 * route. Each shape is a side-midpoint port plus a stub of the clearance's length.
 */
import { centre, inflate, type Point, type Rect, bottom as rectBottom, right } from './geometry';

/** An arrow's end: on a box's outline (an ellipse's when `ellipse`), or a free point. */
export type RouteEnd = { rect: Rect; ellipse?: boolean } | { point: Point };

/** 0 up, 1 right, 2 down, 3 left. */
type Direction = 0 | 1 | 2 | 3;
const STEP: readonly Point[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];
const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3];
const opposite = (d: Direction) => ((d + 2) % 4) as Direction;

interface Port {
  /** On the shape's outline (or the free end itself). */
  port: Point;
  /** Where the route starts searching: the port moved out by the clearance. */
  stub: Point;
  /** The side's outward direction; null for a free end, which any direction may reach. */
  direction: Direction | null;
}

function portsOf(end: RouteEnd, clearance: number): Port[] {
  if ('point' in end) return [{ port: end.point, stub: end.point, direction: null }];
  const r = end.rect;
  const c = centre(r);
  const ports: Point[] = [
    { x: c.x, y: r.y },
    { x: right(r), y: c.y },
    { x: c.x, y: rectBottom(r) },
    { x: r.x, y: c.y },
  ];
  return ports.map((port, i) => {
    const step = STEP[i]!;
    return {
      port,
      stub: { x: port.x + step.x * clearance, y: port.y + step.y * clearance },
      direction: i as Direction,
    };
  });
}

/** Sorted, de-duplicated values plus the midpoint of each neighbouring pair (corridors). */
function rulers(values: number[]): number[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const out: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    out.push(sorted[i]!);
    if (i + 1 < sorted.length) out.push((sorted[i]! + sorted[i + 1]!) / 2);
  }
  return out;
}

/** A binary heap of (cost, state) pairs in typed arrays: routing runs for every broken arrow. */
class MinHeap {
  private costs: Float64Array;
  private states: Int32Array;
  size = 0;
  constructor(capacity: number) {
    this.costs = new Float64Array(capacity);
    this.states = new Int32Array(capacity);
  }
  push(cost: number, state: number) {
    if (this.size === this.costs.length) this.grow();
    const { costs, states } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (costs[parent]! <= cost) break;
      costs[i] = costs[parent]!;
      states[i] = states[parent]!;
      i = parent;
    }
    costs[i] = cost;
    states[i] = state;
  }
  /** Removes the cheapest entry; read it first with `topCost` / `topState`. */
  pop() {
    const { costs, states } = this;
    const n = --this.size;
    const cost = costs[n]!;
    const state = states[n]!;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const child = r < n && costs[r]! < costs[l]! ? r : l;
      if (costs[child]! >= cost) break;
      costs[i] = costs[child]!;
      states[i] = states[child]!;
      i = child;
    }
    costs[i] = cost;
    states[i] = state;
  }
  get topCost() {
    return this.costs[0]!;
  }
  get topState() {
    return this.states[0]!;
  }
  private grow() {
    const costs = new Float64Array(this.costs.length * 2);
    const states = new Int32Array(this.states.length * 2);
    costs.set(this.costs);
    states.set(this.states);
    this.costs = costs;
    this.states = states;
  }
}

/** Drops repeated points and the middle one of three collinear points. */
export function simplifyPolyline(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && last.x === p.x && last.y === p.y) continue;
    const beforeLast = out[out.length - 2];
    if (
      last &&
      beforeLast &&
      ((beforeLast.x === last.x && last.x === p.x) || (beforeLast.y === last.y && last.y === p.y))
    ) {
      out[out.length - 1] = p;
      continue;
    }
    out.push(p);
  }
  return out;
}

/** When no route clears both shapes (they overlap): out of the side facing the target, one bend. */
function fallbackRoute(from: Port[], to: Port[]): Point[] {
  const target = to.length === 1 ? to[0]!.port : centreOfPorts(to);
  const source = from.length === 1 ? from[0]!.port : centreOfPorts(from);
  const dx = target.x - source.x;
  const dy = target.y - source.y;
  const facing: Direction = Math.abs(dx) >= Math.abs(dy) ? (dx >= 0 ? 1 : 3) : dy >= 0 ? 2 : 0;
  const start = from.find((p) => p.direction === facing) ?? from[0]!;
  const endDirection = opposite(facing);
  const end = to.find((p) => p.direction === endDirection) ?? to[0]!;
  const horizontal = facing === 1 || facing === 3;
  const bend = horizontal ? { x: end.stub.x, y: start.stub.y } : { x: start.stub.x, y: end.stub.y };
  return simplifyPolyline([start.port, start.stub, bend, end.stub, end.port]);
}

function centreOfPorts(ports: Port[]): Point {
  return {
    x: ports.reduce((sum, p) => sum + p.port.x, 0) / ports.length,
    y: ports.reduce((sum, p) => sum + p.port.y, 0) / ports.length,
  };
}

/**
 * The polyline of a broken arrow from `from` to `to`: first point on the start shape's
 * outline (or the free start), last on the finish shape's outline (or the free end).
 */
export function routeElbow(
  from: RouteEnd,
  to: RouteEnd,
  clearance: number,
  bendCost = clearance * 3,
): Point[] {
  const obstacles = [from, to].flatMap((end) =>
    'rect' in end ? [inflate(end.rect, clearance)] : [],
  );
  const starts = portsOf(from, clearance);
  const ends = portsOf(to, clearance);
  const xs = rulers([
    ...obstacles.flatMap((o) => [o.x, right(o)]),
    ...[...starts, ...ends].map((p) => p.stub.x),
  ]);
  const ys = rulers([
    ...obstacles.flatMap((o) => [o.y, rectBottom(o)]),
    ...[...starts, ...ends].map((p) => p.stub.y),
  ]);
  const columns = xs.length;
  const rows = ys.length;
  const nodeCount = columns * rows;
  const isInside = (x: number, y: number) => {
    for (const o of obstacles) {
      if (x > o.x && x < o.x + o.width && y > o.y && y < o.y + o.height) return true;
    }
    return false;
  };
  // Open nodes, and open edges to the right (i → i+1) and downwards (j → j+1). Rulers
  // include every obstacle edge, so an edge between neighbouring nodes is either wholly
  // inside an obstacle or wholly outside: its midpoint decides.
  const open = new Uint8Array(nodeCount);
  const openRight = new Uint8Array(nodeCount);
  const openDown = new Uint8Array(nodeCount);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const node = j * columns + i;
      open[node] = isInside(xs[i]!, ys[j]!) ? 0 : 1;
      if (i + 1 < columns) openRight[node] = isInside((xs[i]! + xs[i + 1]!) / 2, ys[j]!) ? 0 : 1;
      if (j + 1 < rows) openDown[node] = isInside(xs[i]!, (ys[j]! + ys[j + 1]!) / 2) ? 0 : 1;
    }
  }
  const nodeOf = (p: Point) => ys.indexOf(p.y) * columns + xs.indexOf(p.x);

  // States are node × direction of travel, so a change of direction can cost a bend.
  const stateCount = nodeCount * 4;
  const cost = new Float64Array(stateCount).fill(Number.POSITIVE_INFINITY);
  const previous = new Int32Array(stateCount).fill(-1);
  const heap = new MinHeap(stateCount);
  const startPortOfState = new Map<number, Port>();
  for (const start of starts) {
    const node = nodeOf(start.stub);
    if (!open[node]) continue;
    for (const d of start.direction === null ? DIRECTIONS : [start.direction]) {
      const state = node * 4 + d;
      cost[state] = 0;
      startPortOfState.set(state, start);
      heap.push(0, state);
    }
  }
  // Arriving at an end's stub costs a bend unless the route is heading into that side.
  const endByNode = new Map<number, Port>();
  for (const end of ends) {
    const node = nodeOf(end.stub);
    if (open[node]) endByNode.set(node, end);
  }

  let bestState = -1;
  let bestEnd: Port | null = null;
  let bestTotal = Number.POSITIVE_INFINITY;
  while (heap.size > 0) {
    const c = heap.topCost;
    const state = heap.topState;
    heap.pop();
    if (c > cost[state]!) continue;
    if (c >= bestTotal) break;
    const node = state >> 2;
    const d = (state & 3) as Direction;
    const end = endByNode.get(node);
    if (end) {
      const total = c + (end.direction === null || d === opposite(end.direction) ? 0 : bendCost);
      if (total < bestTotal) {
        bestTotal = total;
        bestState = state;
        bestEnd = end;
      }
    }
    const i = node % columns;
    const j = (node - i) / columns;
    for (const nd of DIRECTIONS) {
      if (nd === opposite(d)) continue;
      let next: number;
      let length: number;
      if (nd === 1) {
        if (i + 1 >= columns || !openRight[node]) continue;
        next = node + 1;
        length = xs[i + 1]! - xs[i]!;
      } else if (nd === 3) {
        if (i === 0 || !openRight[node - 1]) continue;
        next = node - 1;
        length = xs[i]! - xs[i - 1]!;
      } else if (nd === 2) {
        if (j + 1 >= rows || !openDown[node]) continue;
        next = node + columns;
        length = ys[j + 1]! - ys[j]!;
      } else {
        if (j === 0 || !openDown[node - columns]) continue;
        next = node - columns;
        length = ys[j]! - ys[j - 1]!;
      }
      if (!open[next]) continue;
      const nextCost = c + length + (nd === d ? 0 : bendCost);
      const nextState = next * 4 + nd;
      if (nextCost < cost[nextState]!) {
        cost[nextState] = nextCost;
        previous[nextState] = state;
        heap.push(nextCost, nextState);
      }
    }
  }
  if (!bestEnd) return fallbackRoute(starts, ends);

  const nodes: Point[] = [];
  let state = bestState;
  let first = state;
  while (state !== -1) {
    const node = state >> 2;
    nodes.push({ x: xs[node % columns]!, y: ys[Math.floor(node / columns)]! });
    first = state;
    state = previous[state]!;
  }
  nodes.reverse();
  const start = startPortOfState.get(first)!;
  return simplifyPolyline([start.port, ...nodes, bestEnd.port]);
}
