import { type Flow, type FlowConnector, type FlowNode, nodeCentre } from './flow';

/*
 * The flow in reading order: the plane has no order of its own, so the list view, and
 * whoever reads the flow without seeing it, need one. It is a tree walked depth-first from
 * the starts, each node listed once where it is first reached; a connector to a node that
 * is already listed is an entry of its own ('goes to …'), so loops and merges read as
 * they are drawn. What no start leads to comes last, marked as detached.
 */

interface EntryPlace {
  /** 0 for a root; one more than the entry it follows from. */
  depth: number;
  /** Its place among the entries under the same parent (or among the roots), from 1. */
  position: number;
  /** How many entries share its parent (or how many roots there are). */
  setSize: number;
  /** Not reached from any start: listed after the flow, under its own roots. */
  detached: boolean;
}

/** A node, where it is first reached; `via` is the connector that reached it (null for a root). */
interface NodeEntry extends EntryPlace {
  kind: 'node';
  node: FlowNode;
  via: FlowConnector | null;
}

/** A connector to a node listed before: read as 'goes to <target>'. */
interface JumpEntry extends EntryPlace {
  kind: 'jump';
  connector: FlowConnector;
  target: FlowNode;
}

export type ReadingEntry = NodeEntry | JumpEntry;

interface Frame {
  id: string;
  depth: number;
  next: number;
}

/**
 * The flow as a tree to read. Roots: the start nodes; without any, the nodes (notes
 * aside) that no connector reaches; without those either (a cycle), the top-left node
 * that is not a note. Each node's outgoing connectors are read in the order of their
 * targets on the plane (top to bottom, then left to right, by the middle of the box, as
 * the eye reads a diagram), so a decision's branches come as they are drawn. Iterative:
 * a long chain must not grow the call stack.
 */
export function readingOrder(flow: Pick<Flow, 'nodes' | 'connectors'>): ReadingEntry[] {
  const rank = positionRanks(flow.nodes);
  const byId = new Map<string, FlowNode>();
  for (const node of flow.nodes) byId.set(node.id, node);

  const outgoing = new Map<string, FlowConnector[]>();
  const reached = new Set<string>();
  for (const connector of flow.connectors) {
    // The schema keeps both ends in the flow; a stray one would have no row to point at.
    if (!byId.has(connector.from) || !byId.has(connector.to)) continue;
    const list = outgoing.get(connector.from);
    if (list) list.push(connector);
    else outgoing.set(connector.from, [connector]);
    reached.add(connector.to);
  }
  // Array.prototype.sort is stable: two connectors to the same node keep the flow's order.
  for (const list of outgoing.values()) list.sort((a, b) => rank.get(a.to)! - rank.get(b.to)!);

  const inOrder = [...flow.nodes].sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  const entries: ReadingEntry[] = [];
  const roots: ReadingEntry[] = [];
  const listed = new Set<string>();

  const walk = (root: FlowNode, detached: boolean) => {
    const rootEntry: NodeEntry = {
      kind: 'node',
      node: root,
      via: null,
      depth: 0,
      position: roots.length + 1,
      setSize: 0,
      detached,
    };
    entries.push(rootEntry);
    roots.push(rootEntry);
    listed.add(root.id);
    const stack: Frame[] = [{ id: root.id, depth: 0, next: 0 }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const out = outgoing.get(frame.id) ?? [];
      if (frame.next >= out.length) {
        stack.pop();
        continue;
      }
      const connector = out[frame.next]!;
      frame.next += 1;
      const place = { depth: frame.depth + 1, position: frame.next, setSize: out.length, detached };
      const target = byId.get(connector.to)!;
      if (listed.has(target.id)) {
        entries.push({ kind: 'jump', connector, target, ...place });
        continue;
      }
      entries.push({ kind: 'node', node: target, via: connector, ...place });
      listed.add(target.id);
      stack.push({ id: target.id, depth: place.depth, next: 0 });
    }
  };

  let starts = inOrder.filter((node) => node.kind === 'start');
  if (starts.length === 0)
    starts = inOrder.filter((node) => node.kind !== 'note' && !reached.has(node.id));
  if (starts.length === 0) {
    const first = inOrder.find((node) => node.kind !== 'note');
    starts = first ? [first] : [];
  }
  for (const start of starts) if (!listed.has(start.id)) walk(start, false);

  // What no start reaches: first the nodes nothing else leads to (a node that is reached
  // only from unlisted nodes is then found under them), then what cycles among themselves.
  for (const node of inOrder) if (!listed.has(node.id) && !reached.has(node.id)) walk(node, true);
  for (const node of inOrder) if (!listed.has(node.id)) walk(node, true);

  for (const root of roots) root.setSize = roots.length;
  return entries;
}

/** Each node's place in reading order on the plane: by its middle, top to bottom, then left to right. */
function positionRanks(nodes: readonly FlowNode[]): Map<string, number> {
  const placed = nodes.map((node, index) => ({ id: node.id, index, ...nodeCentre(node) }));
  placed.sort((a, b) => a.y - b.y || a.x - b.x || a.index - b.index);
  return new Map(placed.map((item, rank) => [item.id, rank]));
}

/** The node a row stands for: the node itself, or the one a jump goes to. */
export function entryNode(entry: ReadingEntry): FlowNode {
  return entry.kind === 'node' ? entry.node : entry.target;
}

/** A row's key, unique in the list: the node's id, or a jump's connector's id. */
export function entryKey(entry: ReadingEntry): string {
  return entry.kind === 'node' ? entry.node.id : entry.connector.id;
}
