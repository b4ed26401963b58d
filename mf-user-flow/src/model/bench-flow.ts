import { USER_FLOW_LIMITS } from 'shared-contracts/editors/user-flow/content';
import {
  blankNode,
  type Flow,
  type FlowConnector,
  type FlowGroup,
  type FlowNode,
  GRID,
  type NodeKind,
} from './flow';

/*
 * A generated flow for the benchmark (`/userflow?bench=500`) and the layout's tests, shaped
 * like a real one: journeys (chains of screens and actions with a decision every few
 * nodes) that start from the start node or from another journey's decision and finish at
 * the end node; a decision's other branch opens a journey, loops back (a retry) or skips
 * ahead; notes beside the chain; some journeys drawn as groups; then shortcuts and retries
 * near each other until there are twice as many connectors as nodes. Positions are on the
 * grid, a journey a row, as a flow drawn by hand before it is laid out.
 */

/** Nodes in a journey. */
const JOURNEY = 20;
/** Journeys that branch off each journey's decisions, which makes a tree of journeys. */
const BRANCHES = 3;
/** Every how many journeys one is a group. */
const GROUP_EVERY = 5;
const COLUMN_WIDTH = 11 * GRID;
const ROW_HEIGHT = 8 * GRID;

/** A small seeded generator (mulberry32), so the same count always gives the same flow. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A journey's kind at each place: a decision every fifth, a note in the middle of each. */
function kindAt(place: number): NodeKind {
  if (place === JOURNEY / 2) return 'note';
  if (place % 5 === 4) return 'decision';
  return place % 2 === 0 ? 'screen' : 'action';
}

const LABELS: Record<NodeKind, (index: number) => string> = {
  start: () => 'Start',
  end: () => 'Done',
  screen: (index) => `Screen ${index}`,
  action: (index) => `Submit step ${index}`,
  decision: (index) => `Valid ${index}?`,
  note: (index) => `Why step ${index + 1} asks for this again`,
};

/**
 * A generated flow of `count` nodes (2 to 500) and twice as many connectors where the
 * nodes allow (each from one node to another, no pair twice, within the schema's limit).
 */
export function benchFlow(count: number): Flow {
  const total = Math.max(2, Math.min(Math.floor(count), USER_FLOW_LIMITS.maxNodes));
  const end = total - 1;
  const journeys = Math.ceil((total - 2) / JOURNEY);
  /** The journey and the place in it of each node between the start and the end. */
  const journeyOf = (index: number) => Math.floor((index - 1) / JOURNEY);
  const placeOf = (index: number) => (index - 1) % JOURNEY;
  const firstOf = (journey: number) => 1 + journey * JOURNEY;
  const lastOf = (journey: number) => Math.min(end - 1, firstOf(journey) + JOURNEY - 1);

  const groups: FlowGroup[] = [];
  for (let j = 1; j < journeys && groups.length < USER_FLOW_LIMITS.maxGroups; j += GROUP_EVERY)
    groups.push({ id: `g${j}`, label: `Journey ${j + 1}` });
  const grouped = new Set(groups.map((group) => group.id));

  const nodes: FlowNode[] = [];
  for (let i = 0; i < total; i++) {
    const inside = i > 0 && i < end;
    const kind = i === 0 ? 'start' : i === end ? 'end' : kindAt(placeOf(i));
    const row = i === 0 ? 0 : i === end ? journeys + 1 : journeyOf(i) + 1;
    const column = inside ? placeOf(i) : 0;
    const node = blankNode(`n${i}`, kind, column * COLUMN_WIDTH, row * ROW_HEIGHT, LABELS[kind](i));
    if (inside && grouped.has(`g${journeyOf(i)}`)) node.group = `g${journeyOf(i)}`;
    nodes.push(node);
  }

  const wanted = Math.min(2 * total, USER_FLOW_LIMITS.maxConnectors);
  const connectors: FlowConnector[] = [];
  const joined = new Set<string>();
  const isNote = (i: number) => nodes[i]?.kind === 'note';
  const join = (from: number, to: number, label = '') => {
    const key = `${from}>${to}`;
    if (connectors.length >= wanted || from === to || joined.has(key)) return false;
    if (from < 0 || to <= 0 || from >= end || to > end || isNote(to)) return false;
    joined.add(key);
    const route = connectors.length % 3 === 2 ? 'elbow' : 'straight';
    connectors.push({ id: `c${connectors.length}`, from: `n${from}`, to: `n${to}`, label, route });
    return true;
  };
  /** The node after `i` on its journey's chain (past a note), or the end after its last. */
  const next = (i: number) => {
    const last = lastOf(journeyOf(i));
    let j = i + 1;
    while (j <= last && isNote(j)) j += 1;
    return j > last ? end : j;
  };

  join(0, journeys === 0 ? end : firstOf(0));
  for (let j = 0; j < journeys; j++) {
    for (let i = firstOf(j); i <= lastOf(j); i++) {
      const kind = nodes[i]!.kind;
      if (kind === 'note') {
        join(i, next(i));
        continue;
      }
      join(i, next(i), kind === 'decision' ? 'Yes' : '');
      if (kind !== 'decision') continue;
      // A decision's other branch opens a journey of its own while the tree has one for it,
      // else it loops back (a retry) or skips ahead.
      const branch = (placeOf(i) - 4) / 5;
      const journey = j * BRANCHES + 1 + branch;
      if (branch < BRANCHES && journey < journeys) join(i, firstOf(journey), 'No');
      else join(i, i % 2 === 0 ? Math.max(firstOf(j), i - 3) : next(next(i)), 'No');
    }
  }
  // Shortcuts ahead and retries back within a journey, until twice as many as nodes.
  const random = seeded(total);
  const attempts = 50 * total;
  for (let tries = 0; tries < attempts && connectors.length < wanted && total > 2; tries++) {
    const from = 1 + Math.floor(random() * (total - 2));
    if (isNote(from)) continue;
    const back = random() < 0.2;
    const to = back ? from - 1 - Math.floor(random() * 4) : from + 2 + Math.floor(random() * 4);
    if (to > lastOf(journeyOf(from)) || to < firstOf(journeyOf(from))) continue;
    join(from, to);
  }

  return {
    name: `Benchmark flow of ${total} nodes`,
    actors: [],
    snapToGrid: true,
    nodes,
    connectors,
    groups,
  };
}
