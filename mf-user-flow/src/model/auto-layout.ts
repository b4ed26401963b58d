import type * as Dagre from '@dagrejs/dagre';
import type { Point } from 'diagram-kit';
import { USER_FLOW_LIMITS } from 'shared-contracts/editors/user-flow/content';
import { type Flow, type FlowNode, GRID, NODE_SIZE } from './flow';

/*
 * The whole flow laid out left to right on request (issue H3), by dagre's layered layout:
 * steps in columns along the connectors, groups kept together as dagre's clusters. dagre
 * is imported only when a layout is asked for (`loadLayout`), so it is a chunk of its own
 * and not part of the editor's first load.
 *
 * Chosen over ELK by measured size and quality: a small fraction of ELK's bundle, as fast,
 * and fewer crossings of the straight connectors the editor draws. Two things keep a flow
 * of the schema's limits within the layout's time budget, which dagre as it comes misses:
 *
 * - dagre gets only the connectors that order the steps. A shortcut (a connector to a
 *   node the source reaches another way as well) adds no order, only a chain of dummy
 *   nodes through every column it spans, which dagre then orders and places one by one.
 *   Back connectors (retries) are turned to point forward, so dagre's own cycle breaking
 *   has nothing to choose.
 * - The order of the nodes within each column, dagre's slowest stage, is its barycentre
 *   heuristic done here on arrays (`customOrder`), a few sweeps keeping the order with the
 *   fewest crossings, in place of its own, which rebuilds a graph per column and sweep.
 *
 * Nodes with no connector and no group are no part of the order: they are set out in rows
 * under the laid-out flow, in their reading order.
 */

/** What the layout uses of dagre (the module `loadLayout` imports). */
export type LayoutEngine = Pick<typeof Dagre, 'graphlib' | 'layout'>;

/** Each node's new top-left corner, by its id. */
export type Positions = Map<string, Point>;

/** A flow laid out by the loaded engine. */
export type FlowLayout = (flow: Flow) => Positions;

/** The space between two nodes of one column, between columns, and between dummy lanes. */
const NODE_GAP = 2 * GRID;
const COLUMN_GAP = 4 * GRID;
const LANE_GAP = GRID;
/** The space above the rows of unconnected nodes, and between them. */
const ROWS_GAP = 4 * GRID;
const ROW_ITEM_GAP = 2 * GRID;
/** The rows of unconnected nodes are at least this wide when the laid-out part is narrower. */
const ROWS_MIN_WIDTH = 60 * GRID;
/**
 * Barycentre sweeps over the columns, alternately from the left and from the right: on the
 * benchmark flow more sweeps found no order with fewer crossings, and fewer left many.
 */
const ORDER_SWEEPS = 6;

const snap = (value: number) => Math.round(value / GRID) * GRID;
const snapUp = (value: number) => Math.ceil(value / GRID) * GRID;

/** The dagre graph that `customOrder` gets: one whose nodes carry their ranks. */
type LayeredGraph = Parameters<NonNullable<Dagre.LayoutOptions['customOrder']>>[0];

/**
 * The connectors that order the steps, each once, as [from, to] pointing forward: back
 * connectors (found by a depth-first walk from the nodes nothing leads to, in the flow's
 * order) are turned round, and forward ones that another forward way already implies are
 * left out.
 */
export function orderingEdges(flow: Pick<Flow, 'nodes' | 'connectors'>): [string, string][] {
  const index = new Map(flow.nodes.map((node, i) => [node.id, i]));
  const count = flow.nodes.length;
  const successors: number[][] = Array.from({ length: count }, () => []);
  const entered = new Uint8Array(count);
  const pairs = new Set<number>();
  for (const connector of flow.connectors) {
    const from = index.get(connector.from);
    const to = index.get(connector.to);
    if (from === undefined || to === undefined || from === to) continue;
    if (pairs.has(from * count + to)) continue;
    pairs.add(from * count + to);
    successors[from]!.push(to);
    entered[to] = 1;
  }

  // Depth-first, iteratively (a long chain would be deep recursion): an edge to a node on
  // the walk's stack goes back; the others go forward, and finish in post-order.
  const state = new Uint8Array(count); // 0 unseen, 1 on the stack, 2 done
  const postOrder: number[] = [];
  const back: [number, number][] = [];
  const forward: number[][] = Array.from({ length: count }, () => []);
  const roots = [...flow.nodes.keys()].sort((a, b) => entered[a]! - entered[b]! || a - b);
  for (const root of roots) {
    if (state[root]) continue;
    const stack: [number, number][] = [[root, 0]];
    state[root] = 1;
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const [node, next] = top;
      const out = successors[node]!;
      if (next >= out.length) {
        state[node] = 2;
        postOrder.push(node);
        stack.pop();
        continue;
      }
      top[1] = next + 1;
      const to = out[next]!;
      if (state[to] === 1) back.push([node, to]);
      else {
        forward[node]!.push(to);
        if (state[to] === 0) {
          state[to] = 1;
          stack.push([to, 0]);
        }
      }
    }
  }

  // What each node reaches forward, as bit sets, built in post-order (successors first).
  const words = Math.ceil(count / 32);
  const reach = new Uint32Array(count * words);
  for (const node of postOrder) {
    const row = node * words;
    for (const to of forward[node]!) {
      const from = to * words;
      for (let w = 0; w < words; w++) reach[row + w]! |= reach[from + w]!;
      reach[row + (to >>> 5)]! |= 1 << (to & 31);
    }
  }
  const reaches = (from: number, to: number) =>
    (reach[from * words + (to >>> 5)]! & (1 << (to & 31))) !== 0;

  const edges: [string, string][] = [];
  const added = new Set<number>();
  const id = (i: number) => flow.nodes[i]!.id;
  for (let node = 0; node < count; node++) {
    for (const to of forward[node]!) {
      const implied = forward[node]!.some((other) => other !== to && reaches(other, to));
      if (!implied) {
        edges.push([id(node), id(to)]);
        added.add(node * count + to);
      }
    }
  }
  for (const [from, to] of back) {
    if (added.has(to * count + from)) continue;
    added.add(to * count + from);
    edges.push([id(to), id(from)]);
  }
  return edges;
}

/**
 * dagre's `customOrder`: the order of the nodes within each rank (a column), by the
 * barycentre of their neighbours in the column before (sweeping right) or after (sweeping
 * left), keeping each cluster's nodes together between its border nodes, as dagre's own
 * order does. The order with the fewest crossings between neighbouring columns is kept.
 */
function orderColumns(graph: LayeredGraph): void {
  const names = graph.nodes();
  const index = new Map(names.map((name, i) => [name, i]));
  const count = names.length;
  const rank = new Int32Array(count).fill(-1);
  const cluster = new Int32Array(count).fill(-1);
  /** -1 a cluster's left border, 1 its right one, 0 any other node. */
  const side = new Int8Array(count);
  let lastRank = -1;
  for (let i = 0; i < count; i++) {
    const name = names[i]!;
    if (graph.children(name).length > 0) continue; // A cluster has no rank of its own.
    const label = graph.node(name);
    rank[i] = label.rank ?? 0;
    lastRank = Math.max(lastRank, rank[i]!);
    const parent = graph.parent(name);
    if (parent !== undefined) cluster[i] = index.get(parent)!;
    if (label.borderType === 'borderLeft') side[i] = -1;
    else if (label.borderType === 'borderRight') side[i] = 1;
  }
  const before: number[][] = Array.from({ length: count }, () => []);
  const after: number[][] = Array.from({ length: count }, () => []);
  for (const edge of graph.edges()) {
    const from = index.get(edge.v)!;
    const to = index.get(edge.w)!;
    if (rank[from]! < 0 || rank[to]! !== rank[from]! + 1) continue;
    after[from]!.push(to);
    before[to]!.push(from);
  }

  // A first order: a depth-first walk along the edges from the nodes of the lowest ranks.
  const columns: number[][] = Array.from({ length: lastRank + 1 }, () => []);
  const seen = new Uint8Array(count);
  const starts = [...names.keys()].filter((i) => rank[i]! >= 0);
  starts.sort((a, b) => rank[a]! - rank[b]! || a - b);
  for (const start of starts) {
    const stack = [start];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (seen[node]) continue;
      seen[node] = 1;
      columns[rank[node]!]!.push(node);
      const out = after[node]!;
      for (let k = out.length - 1; k >= 0; k--) if (!seen[out[k]!]) stack.push(out[k]!);
    }
  }

  const place = new Float64Array(count);
  const key = new Float64Array(count);
  /** Whether a node had neighbours in the column its key was taken from. */
  const hasNeighbours = new Uint8Array(count);
  const renumber = (column: number[]) => {
    for (let i = 0; i < column.length; i++) place[column[i]!] = i;
  };
  /** A column sorted by `key`, each cluster's nodes as one block between its borders. */
  const arrange = (column: number[]) => {
    const blocks = new Map<number, number[]>();
    const entries: { key: number; first: number; nodes: number[] }[] = [];
    for (const node of column) {
      const parent = cluster[node]!;
      if (parent < 0) entries.push({ key: key[node]!, first: place[node]!, nodes: [node] });
      else if (blocks.has(parent)) blocks.get(parent)!.push(node);
      else blocks.set(parent, [node]);
    }
    for (const members of blocks.values()) {
      const inner = members.filter((node) => side[node] === 0);
      inner.sort((a, b) => key[a]! - key[b]! || place[a]! - place[b]!);
      // Where the cluster's borders were in the column before, when it was there: a node
      // whose neighbours were all on one side of the cluster stays on that side, so no
      // edge runs through a group (which would also bend its borders out of a rectangle).
      const borders = members.filter((node) => side[node] !== 0 && hasNeighbours[node]);
      const weight = borders.length === 2 ? borders : inner.length > 0 ? inner : members;
      entries.push({
        key: weight.reduce((sum, node) => sum + key[node]!, 0) / weight.length,
        first: Math.min(...members.map((node) => place[node]!)),
        nodes: [
          ...members.filter((node) => side[node] === -1),
          ...inner,
          ...members.filter((node) => side[node] === 1),
        ],
      });
    }
    entries.sort((a, b) => a.key - b.key || a.first - b.first);
    column.length = 0;
    for (const entry of entries) column.push(...entry.nodes);
    renumber(column);
  };
  /** Crossings between each column and the next (inversions, counted with a Fenwick tree). */
  const crossings = () => {
    let total = 0;
    for (let r = 0; r < lastRank; r++) {
      const size = columns[r + 1]!.length;
      const tree = new Int32Array(size + 1);
      let counted = 0;
      for (const node of columns[r]!) {
        const ends = after[node]!.map((to) => place[to]!).sort((a, b) => a - b);
        for (const end of ends) {
          let lower = 0;
          for (let i = end + 1; i > 0; i -= i & -i) lower += tree[i]!;
          total += counted - lower;
          for (let i = end + 1; i <= size; i += i & -i) tree[i]! += 1;
          counted += 1;
        }
      }
    }
    return total;
  };

  for (const column of columns) renumber(column);
  for (const column of columns) {
    for (const node of column) key[node] = place[node]!;
    arrange(column);
  }
  let fewest = crossings();
  let best = columns.map((column) => [...column]);
  for (let sweep = 0; sweep < ORDER_SWEEPS && fewest > 0; sweep++) {
    const rightward = sweep % 2 === 0;
    for (let step = 1; step <= lastRank; step++) {
      const column = columns[rightward ? step : lastRank - step]!;
      for (const node of column) {
        const neighbours = rightward ? before[node]! : after[node]!;
        let sum = 0;
        for (const other of neighbours) sum += place[other]!;
        key[node] = neighbours.length > 0 ? sum / neighbours.length : place[node]!;
        hasNeighbours[node] = neighbours.length > 0 ? 1 : 0;
      }
      arrange(column);
    }
    const now = crossings();
    if (now < fewest) {
      fewest = now;
      best = columns.map((column) => [...column]);
    }
  }
  for (const column of best) {
    for (let i = 0; i < column.length; i++) graph.node(names[column[i]!]!).order = i;
  }
}

/**
 * The flow laid out left to right: each node's new top-left corner on the grid, groups
 * kept together, no two nodes overlapping, the whole where the flow's top-left corner was
 * (moved in if that would put a node past the schema's coordinates).
 */
export function layoutPositions(flow: Flow, engine: LayoutEngine): Positions {
  const positions: Positions = new Map();
  if (flow.nodes.length === 0) return positions;
  const groupIds = new Set(flow.groups.map((group) => group.id));
  const grouped = (node: FlowNode) => node.group != null && groupIds.has(node.group);
  const edges = orderingEdges(flow);
  const joined = new Set(flow.connectors.flatMap((connector) => [connector.from, connector.to]));
  const laidOut = flow.nodes.filter((node) => joined.has(node.id) || grouped(node));
  const apart = flow.nodes.filter((node) => !joined.has(node.id) && !grouped(node));

  if (laidOut.length > 0) {
    const graph = new engine.graphlib.Graph({ compound: true, multigraph: false });
    graph.setGraph({ rankdir: 'LR', nodesep: NODE_GAP, ranksep: COLUMN_GAP, edgesep: LANE_GAP });
    graph.setDefaultEdgeLabel(() => ({}));
    for (const node of laidOut) graph.setNode(node.id, { ...NODE_SIZE[node.kind] });
    for (const node of laidOut) if (grouped(node)) graph.setParent(node.id, node.group!);
    for (const [from, to] of edges) graph.setEdge(from, to);
    engine.layout(graph, { customOrder: orderColumns });
    for (const node of laidOut) {
      const { x, y, width, height } = graph.node(node.id);
      positions.set(node.id, { x: snap((x ?? 0) - width / 2), y: snap((y ?? 0) - height / 2) });
    }
  }
  placeApart(apart, flow.nodes, positions);
  return moveInto(flow.nodes, positions);
}

/** Nodes with no connector and no group, in rows under the others, in reading order. */
function placeApart(apart: FlowNode[], nodes: readonly FlowNode[], positions: Positions): void {
  if (apart.length === 0) return;
  let left = 0;
  let right = 0;
  let top = 0;
  if (positions.size > 0) {
    left = Infinity;
    right = -Infinity;
    let bottom = -Infinity;
    for (const node of nodes) {
      const at = positions.get(node.id);
      if (!at) continue;
      const { width, height } = NODE_SIZE[node.kind];
      left = Math.min(left, at.x);
      right = Math.max(right, at.x + width);
      bottom = Math.max(bottom, at.y + height);
    }
    top = snapUp(bottom + ROWS_GAP);
  }
  const width = Math.max(right - left, ROWS_MIN_WIDTH);
  const reading = [...apart].sort((a, b) => a.y - b.y || a.x - b.x);
  let x = left;
  let rowHeight = 0;
  for (const node of reading) {
    const size = NODE_SIZE[node.kind];
    if (x > left && x + size.width > left + width) {
      x = left;
      top = snapUp(top + rowHeight + ROW_ITEM_GAP);
      rowHeight = 0;
    }
    positions.set(node.id, { x, y: top });
    x = snapUp(x + size.width + ROW_ITEM_GAP);
    rowHeight = Math.max(rowHeight, size.height);
  }
}

/**
 * The positions moved as one, by whole grid steps, so the laid-out flow's top-left corner
 * is where the flow's was, or as near as keeps every node within the schema's coordinates.
 */
function moveInto(nodes: readonly FlowNode[], positions: Positions): Positions {
  const max = USER_FLOW_LIMITS.maxCoordinate;
  let fromX = Infinity;
  let fromY = Infinity;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const node of nodes) {
    const at = positions.get(node.id)!;
    const { width, height } = NODE_SIZE[node.kind];
    fromX = Math.min(fromX, node.x);
    fromY = Math.min(fromY, node.y);
    minX = Math.min(minX, at.x);
    minY = Math.min(minY, at.y);
    maxX = Math.max(maxX, at.x + width);
    maxY = Math.max(maxY, at.y + height);
  }
  const limit = (value: number) => Math.max(-max, Math.min(max, value));
  const shift = (wanted: number, low: number, high: number) => {
    // Whole grid steps inside the range, so the corners stay on the grid.
    const least = Math.ceil((-max - low) / GRID) * GRID;
    const most = Math.floor((max - high) / GRID) * GRID;
    return least > most ? least : Math.max(least, Math.min(most, wanted));
  };
  const dx = shift(snap(fromX) - minX, minX, maxX);
  const dy = shift(snap(fromY) - minY, minY, maxY);
  const moved: Positions = new Map();
  for (const [id, at] of positions) moved.set(id, { x: limit(at.x + dx), y: limit(at.y + dy) });
  return moved;
}

let loading: Promise<FlowLayout> | undefined;

/** The layout, with dagre imported the first time it is asked for (a chunk of its own). */
export function loadLayout(): Promise<FlowLayout> {
  loading ??= import('@dagrejs/dagre').then(
    (engine): FlowLayout =>
      (flow) =>
        layoutPositions(flow, engine),
    (error: unknown) => {
      // A failed download is tried again on the next request.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The flow with every node moved to its laid-out place; nothing else changes. */
export async function autoLayout(flow: Flow): Promise<Flow> {
  if (flow.nodes.length === 0) return flow;
  const layout = await loadLayout();
  const positions = layout(flow);
  return {
    ...flow,
    nodes: flow.nodes.map((node) => {
      const at = positions.get(node.id);
      return at ? { ...node, x: at.x, y: at.y } : node;
    }),
  };
}
