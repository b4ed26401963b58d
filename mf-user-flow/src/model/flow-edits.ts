import { bottom, centre, intersects, type Point, type Rect, right } from 'diagram-kit';
import {
  USER_FLOW_LIMITS,
  USER_FLOW_MESSAGES,
  type UserFlowRoute,
} from 'shared-contracts/editors/user-flow/content';
import {
  blankNode,
  type Flow,
  type FlowConnector,
  type FlowNode,
  GRID,
  NODE_SIZE,
  type NodeKind,
  nodeRect,
} from './flow';

/*
 * Every change the editor makes to a flow, as pure functions from a flow to a flow. Each
 * keeps the schema's rules (connectors between nodes of the flow, limits, lengths), so any
 * sequence of them can be saved (flow-edits.property.test.ts). One that would pass a limit
 * answers why instead (`Refused`), and the editor says it.
 */

export interface Refused {
  refused: string;
}
/** An edit's result: the new flow and what to select after it, or why it was refused. */
export type Edited = { flow: Flow; selected: string[] } | Refused;

export const isRefused = (result: Edited): result is Refused => 'refused' in result;

/** How far apart a new node is put from the one it follows. */
const NEXT_GAP = 80;

export type Direction = 'right' | 'down' | 'left' | 'up';

const maxLabel = (kind: NodeKind) =>
  kind === 'note' ? USER_FLOW_LIMITS.noteMaxLength : USER_FLOW_LIMITS.labelMaxLength;

const clampCoordinate = (value: number) =>
  Math.max(-USER_FLOW_LIMITS.maxCoordinate, Math.min(USER_FLOW_LIMITS.maxCoordinate, value));

const snap = (value: number) => Math.round(value / GRID) * GRID;

/** A label cut to its kind's length. */
const fitLabel = (kind: NodeKind, label: string) => label.slice(0, maxLabel(kind));

export function addNode(
  flow: Flow,
  kind: NodeKind,
  at: Point,
  newId: () => string,
  label = '',
): Edited {
  if (flow.nodes.length >= USER_FLOW_LIMITS.maxNodes)
    return { refused: USER_FLOW_MESSAGES.maxNodes };
  const { width, height } = NODE_SIZE[kind];
  const place = freePlace(
    flow,
    kind,
    {
      x: clampCoordinate(snapIf(flow, at.x - width / 2)),
      y: clampCoordinate(snapIf(flow, at.y - height / 2)),
    },
    'down',
  );
  const node = blankNode(newId(), kind, place.x, place.y, fitLabel(kind, label));
  return { flow: { ...flow, nodes: [...flow.nodes, node] }, selected: [node.id] };
}

const snapIf = (flow: Flow, value: number) => (flow.snapToGrid ? snap(value) : value);

/**
 * A place for a new node of `kind` at `wanted` or, if a node is there, the first free one
 * further along `along` (so a new node never hides under another).
 */
function freePlace(flow: Flow, kind: NodeKind, wanted: Point, along: Direction): Point {
  const { width, height } = NODE_SIZE[kind];
  const step = along === 'down' || along === 'up' ? height + GRID * 2 : width + GRID * 2;
  const sign = along === 'up' || along === 'left' ? -1 : 1;
  let place = wanted;
  for (let tries = 0; tries < flow.nodes.length + 1; tries++) {
    const box: Rect = { ...place, width, height };
    if (!flow.nodes.some((node) => intersects(nodeRect(node), box))) return place;
    place =
      along === 'down' || along === 'up'
        ? { x: place.x, y: clampCoordinate(place.y + sign * step) }
        : { x: clampCoordinate(place.x + sign * step), y: place.y };
  }
  return place;
}

/** The direction perpendicular to `direction`, where siblings are stacked. */
const across = (direction: Direction): Direction =>
  direction === 'right' || direction === 'left' ? 'down' : 'right';

/**
 * The most asked-for diagram gesture: from a node, the next one already connected, placed
 * `direction` of it (beside its other followers when it has some). A decision's new
 * branches are labelled 'Yes', then 'No', so a decision reads right at once.
 */
export function createNext(
  flow: Flow,
  fromId: string,
  direction: Direction,
  newId: () => string,
  words: { yes: string; no: string },
  kind?: NodeKind,
): Edited {
  const from = flow.nodes.find((node) => node.id === fromId);
  if (!from) return { refused: USER_FLOW_MESSAGES.connectorEnds };
  if (flow.nodes.length >= USER_FLOW_LIMITS.maxNodes)
    return { refused: USER_FLOW_MESSAGES.maxNodes };
  if (flow.connectors.length >= USER_FLOW_LIMITS.maxConnectors)
    return { refused: USER_FLOW_MESSAGES.maxConnectors };
  const nextKind =
    kind ?? (from.kind === 'decision' || from.kind === 'start' ? 'screen' : 'action');
  const box = nodeRect(from);
  const size = NODE_SIZE[nextKind];
  const middle = centre(box);
  const wanted =
    direction === 'right'
      ? { x: right(box) + NEXT_GAP, y: middle.y - size.height / 2 }
      : direction === 'left'
        ? { x: box.x - NEXT_GAP - size.width, y: middle.y - size.height / 2 }
        : direction === 'down'
          ? { x: middle.x - size.width / 2, y: bottom(box) + NEXT_GAP }
          : { x: middle.x - size.width / 2, y: box.y - NEXT_GAP - size.height };
  const place = freePlace(
    flow,
    nextKind,
    { x: clampCoordinate(snapIf(flow, wanted.x)), y: clampCoordinate(snapIf(flow, wanted.y)) },
    across(direction),
  );
  const node = blankNode(newId(), nextKind, place.x, place.y);
  const branches = flow.connectors.filter((connector) => connector.from === from.id).length;
  const label =
    from.kind === 'decision' ? (branches === 0 ? words.yes : branches === 1 ? words.no : '') : '';
  const connector: FlowConnector = {
    id: newId(),
    from: from.id,
    to: node.id,
    label,
    route: 'straight',
  };
  return {
    flow: { ...flow, nodes: [...flow.nodes, node], connectors: [...flow.connectors, connector] },
    selected: [node.id],
  };
}

/** A connector from one node to another (a second one between the same two is allowed: two branches). */
export function connect(
  flow: Flow,
  fromId: string,
  toId: string,
  newId: () => string,
  label = '',
): Edited {
  if (fromId === toId) return { refused: USER_FLOW_MESSAGES.connectorLoop };
  const ids = new Set(flow.nodes.map((node) => node.id));
  if (!ids.has(fromId) || !ids.has(toId)) return { refused: USER_FLOW_MESSAGES.connectorEnds };
  if (flow.connectors.length >= USER_FLOW_LIMITS.maxConnectors)
    return { refused: USER_FLOW_MESSAGES.maxConnectors };
  const connector: FlowConnector = {
    id: newId(),
    from: fromId,
    to: toId,
    label: label.slice(0, USER_FLOW_LIMITS.labelMaxLength),
    route: 'straight',
  };
  return {
    flow: { ...flow, connectors: [...flow.connectors, connector] },
    selected: [connector.id],
  };
}

/** Removes nodes, connectors and groups by id; a node's connectors go with it. */
export function removeParts(flow: Flow, ids: ReadonlySet<string>): Flow {
  if (ids.size === 0) return flow;
  const nodes = flow.nodes.filter((node) => !ids.has(node.id));
  if (
    nodes.length === flow.nodes.length &&
    !flow.connectors.some((c) => ids.has(c.id)) &&
    !flow.groups.some((g) => ids.has(g.id))
  )
    return flow;
  const left = new Set(nodes.map((node) => node.id));
  const groups = flow.groups.filter((group) => !ids.has(group.id));
  const groupIds = new Set(groups.map((group) => group.id));
  return {
    ...flow,
    nodes: nodes.map((node) =>
      node.group != null && !groupIds.has(node.group) ? { ...node, group: null } : node,
    ),
    connectors: flow.connectors.filter(
      (connector) => !ids.has(connector.id) && left.has(connector.from) && left.has(connector.to),
    ),
    groups,
  };
}

/**
 * Moves nodes by a distance; with the grid on, the first of them lands on the grid and the
 * others keep their places relative to it.
 */
export function moveNodes(flow: Flow, ids: ReadonlySet<string>, dx: number, dy: number): Flow {
  const moved = flow.nodes.filter((node) => ids.has(node.id));
  if (moved.length === 0 || (dx === 0 && dy === 0)) return flow;
  const lead = moved[0]!;
  const [sx, sy] = flow.snapToGrid
    ? [snap(lead.x + dx) - lead.x, snap(lead.y + dy) - lead.y]
    : [dx, dy];
  if (sx === 0 && sy === 0) return flow;
  return {
    ...flow,
    nodes: flow.nodes.map((node) =>
      ids.has(node.id)
        ? { ...node, x: clampCoordinate(node.x + sx), y: clampCoordinate(node.y + sy) }
        : node,
    ),
  };
}

/** Changes one node's own fields; its label is cut to its kind's length. */
export function updateNode(
  flow: Flow,
  id: string,
  change: Partial<Pick<FlowNode, 'label' | 'kind' | 'picture' | 'page' | 'group'>>,
): Flow | Refused {
  const node = flow.nodes.find((n) => n.id === id);
  if (!node) return flow;
  const kind = change.kind ?? node.kind;
  const next: FlowNode = { ...node, ...change, kind };
  next.label = fitLabel(kind, next.label);
  if (kind !== 'screen') {
    next.picture = null;
    next.page = null;
  }
  if (next.picture != null && node.picture == null) {
    const pictures = flow.nodes.filter((n) => n.picture != null).length;
    if (pictures >= USER_FLOW_LIMITS.maxPictures)
      return { refused: USER_FLOW_MESSAGES.maxPictures };
  }
  return { ...flow, nodes: flow.nodes.map((n) => (n.id === id ? next : n)) };
}

export function updateConnector(
  flow: Flow,
  id: string,
  change: Partial<{ label: string; route: UserFlowRoute }>,
): Flow {
  return {
    ...flow,
    connectors: flow.connectors.map((connector) =>
      connector.id === id
        ? {
            ...connector,
            ...change,
            label: (change.label ?? connector.label).slice(0, USER_FLOW_LIMITS.labelMaxLength),
          }
        : connector,
    ),
  };
}

/** Turns a connector round. */
export function reverseConnector(flow: Flow, id: string): Flow {
  return {
    ...flow,
    connectors: flow.connectors.map((c) => (c.id === id ? { ...c, from: c.to, to: c.from } : c)),
  };
}

export type Alignment = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';

/** Lines the chosen nodes up on one edge or middle of the box around them all. */
export function alignNodes(flow: Flow, ids: ReadonlySet<string>, alignment: Alignment): Flow {
  const chosen = flow.nodes.filter((node) => ids.has(node.id));
  if (chosen.length < 2) return flow;
  const boxes = chosen.map(nodeRect);
  const minX = Math.min(...boxes.map((b) => b.x));
  const maxX = Math.max(...boxes.map(right));
  const minY = Math.min(...boxes.map((b) => b.y));
  const maxY = Math.max(...boxes.map(bottom));
  const place = (node: FlowNode): Point => {
    const { width, height } = NODE_SIZE[node.kind];
    switch (alignment) {
      case 'left':
        return { x: minX, y: node.y };
      case 'centre':
        return { x: (minX + maxX) / 2 - width / 2, y: node.y };
      case 'right':
        return { x: maxX - width, y: node.y };
      case 'top':
        return { x: node.x, y: minY };
      case 'middle':
        return { x: node.x, y: (minY + maxY) / 2 - height / 2 };
      case 'bottom':
        return { x: node.x, y: maxY - height };
    }
  };
  return {
    ...flow,
    nodes: flow.nodes.map((node) => {
      if (!ids.has(node.id)) return node;
      // Nodes of different sizes at the plane's edge could be lined up past it.
      const { x, y } = place(node);
      return { ...node, x: clampCoordinate(x), y: clampCoordinate(y) };
    }),
  };
}

/**
 * Spaces the chosen nodes evenly between the first and the last along one axis: the gaps
 * between their boxes are made equal, the outer two stay.
 */
export function distributeNodes(flow: Flow, ids: ReadonlySet<string>, axis: 'x' | 'y'): Flow {
  const chosen = flow.nodes.filter((node) => ids.has(node.id));
  if (chosen.length < 3) return flow;
  const size = (node: FlowNode) =>
    axis === 'x' ? NODE_SIZE[node.kind].width : NODE_SIZE[node.kind].height;
  const sorted = [...chosen].sort((a, b) => a[axis] - b[axis]);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const span = last[axis] + size(last) - first[axis];
  const gap = (span - sorted.reduce((sum, node) => sum + size(node), 0)) / (sorted.length - 1);
  const places = new Map<string, number>();
  let at = first[axis];
  for (const node of sorted) {
    places.set(node.id, at);
    at += size(node) + gap;
  }
  return {
    ...flow,
    nodes: flow.nodes.map((node) => {
      const place = places.get(node.id);
      return place === undefined ? node : { ...node, [axis]: clampCoordinate(place) };
    }),
  };
}

/** Puts the chosen nodes in a new group (a Mermaid subgraph). */
export function groupNodes(
  flow: Flow,
  ids: ReadonlySet<string>,
  label: string,
  newId: () => string,
): Edited {
  if (!flow.nodes.some((node) => ids.has(node.id))) return { flow, selected: [...ids] };
  if (flow.groups.length >= USER_FLOW_LIMITS.maxGroups)
    return { refused: USER_FLOW_MESSAGES.maxGroups };
  const group = { id: newId(), label: label.slice(0, USER_FLOW_LIMITS.labelMaxLength) };
  const flowWithGroup = { ...flow, groups: [...flow.groups, group] };
  return {
    flow: {
      ...flowWithGroup,
      nodes: flow.nodes.map((node) => (ids.has(node.id) ? { ...node, group: group.id } : node)),
    },
    selected: [...ids],
  };
}

/** Takes the chosen nodes out of their groups; a group left empty is removed. */
export function ungroupNodes(flow: Flow, ids: ReadonlySet<string>): Flow {
  const nodes = flow.nodes.map((node) => (ids.has(node.id) ? { ...node, group: null } : node));
  const used = new Set(nodes.map((node) => node.group).filter((group) => group != null));
  return { ...flow, nodes, groups: flow.groups.filter((group) => used.has(group.id)) };
}

export function renameGroup(flow: Flow, id: string, label: string): Flow {
  return {
    ...flow,
    groups: flow.groups.map((group) =>
      group.id === id
        ? { ...group, label: label.slice(0, USER_FLOW_LIMITS.labelMaxLength) }
        : group,
    ),
  };
}
