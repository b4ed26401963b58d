import {
  defaultUserFlowContent,
  USER_FLOW_LIMITS,
  USER_FLOW_MESSAGES,
} from 'shared-contracts/editors/user-flow/content';
import { describe, expect, it } from 'vitest';
import { blankNode, type Flow, NODE_SIZE, nodeRect } from './flow';
import {
  addNode,
  alignNodes,
  connect,
  createNext,
  distributeNodes,
  type Edited,
  groupNodes,
  isRefused,
  moveNodes,
  removeParts,
  ungroupNodes,
  updateNode,
} from './flow-edits';

const counter = () => {
  let n = 0;
  return () => `id-${++n}`;
};
const words = { yes: 'Yes', no: 'No' };
const made = (result: Edited) => {
  if (isRefused(result)) throw new Error(result.refused);
  return result;
};
const flowOf = (...nodes: Flow['nodes']): Flow => ({
  name: 'Flow',
  actors: [],
  snapToGrid: true,
  nodes,
  connectors: [],
  groups: [],
});

describe('creating the next node', () => {
  it('puts it beside the node, connected, and selects it', () => {
    const newId = counter();
    const flow = defaultUserFlowContent(newId);
    const start = flow.nodes[0]!;
    const { flow: next, selected } = made(createNext(flow, start.id, 'down', newId, words));
    const node = next.nodes.find((n) => n.id === selected[0])!;
    // After a start, a screen (the first thing a user sees); after an action, an action.
    expect(node.kind).toBe('screen');
    expect(node.y).toBeGreaterThan(start.y + NODE_SIZE.start.height);
    expect(next.connectors.at(-1)).toMatchObject({ from: start.id, to: node.id, label: '' });
  });

  it('labels a decision’s first two branches Yes and No, and stacks them apart', () => {
    const newId = counter();
    const decision = blankNode('d', 'decision', 0, 0, 'Paid?');
    let flow = flowOf(decision);
    flow = made(createNext(flow, 'd', 'right', newId, words)).flow;
    flow = made(createNext(flow, 'd', 'right', newId, words)).flow;
    flow = made(createNext(flow, 'd', 'right', newId, words)).flow;
    expect(flow.connectors.map((c) => c.label)).toEqual(['Yes', 'No', '']);
    const boxes = flow.nodes.slice(1).map(nodeRect);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
  });

  it('is refused at the node limit, leaving the flow as it was', () => {
    const nodes = Array.from({ length: USER_FLOW_LIMITS.maxNodes }, (_, i) =>
      blankNode(`n${i}`, 'action', i * 200, 0),
    );
    const result = createNext(flowOf(...nodes), 'n0', 'down', counter(), words);
    expect(result).toEqual({ refused: USER_FLOW_MESSAGES.maxNodes });
  });
});

describe('connecting and removing', () => {
  it('refuses a connector from a node to itself or to a node not in the flow', () => {
    const flow = flowOf(blankNode('a', 'screen', 0, 0));
    expect(connect(flow, 'a', 'a', counter())).toEqual({
      refused: USER_FLOW_MESSAGES.connectorLoop,
    });
    expect(connect(flow, 'a', 'b', counter())).toEqual({
      refused: USER_FLOW_MESSAGES.connectorEnds,
    });
  });

  it('takes a node’s connectors with it, and empties groups of removed nodes', () => {
    const newId = counter();
    let flow = flowOf(blankNode('a', 'screen', 0, 0), blankNode('b', 'screen', 300, 0));
    flow = made(connect(flow, 'a', 'b', newId)).flow;
    flow = made(groupNodes(flow, new Set(['a', 'b']), 'Account', newId)).flow;
    const removed = removeParts(flow, new Set(['b', flow.groups[0]!.id]));
    expect(removed.nodes.map((n) => n.id)).toEqual(['a']);
    expect(removed.connectors).toEqual([]);
    expect(removed.nodes[0]!.group).toBeNull();
  });

  it('removes an ungrouped group that is left empty', () => {
    let flow = flowOf(blankNode('a', 'screen', 0, 0));
    flow = made(groupNodes(flow, new Set(['a']), 'G', counter())).flow;
    expect(ungroupNodes(flow, new Set(['a'])).groups).toEqual([]);
  });
});

describe('moving, aligning and distributing', () => {
  it('snaps the first moved node to the grid and keeps the others’ offsets', () => {
    const flow = flowOf(blankNode('a', 'action', 0, 0), blankNode('b', 'action', 5, 200));
    const moved = moveNodes(flow, new Set(['a', 'b']), 33, 9);
    expect(moved.nodes.map(({ x, y }) => [x, y])).toEqual([
      [40, 0],
      [45, 200],
    ]);
  });

  it('does not snap when the grid is off', () => {
    const flow = { ...flowOf(blankNode('a', 'action', 0, 0)), snapToGrid: false };
    expect(moveNodes(flow, new Set(['a']), 33, 9).nodes[0]).toMatchObject({ x: 33, y: 9 });
  });

  it('lines nodes of different sizes up by their middles', () => {
    const flow = flowOf(blankNode('a', 'start', 0, 0), blankNode('b', 'decision', 300, 100));
    const aligned = alignNodes(flow, new Set(['a', 'b']), 'middle');
    const middles = aligned.nodes.map((n) => n.y + NODE_SIZE[n.kind].height / 2);
    expect(middles[0]).toBe(middles[1]);
  });

  it('makes the gaps between three or more nodes equal, the outer two staying', () => {
    const flow = flowOf(
      blankNode('a', 'action', 0, 0),
      blankNode('b', 'action', 190, 0),
      blankNode('c', 'action', 1000, 0),
    );
    const spread = distributeNodes(flow, new Set(['a', 'b', 'c']), 'x');
    expect(spread.nodes.map((n) => n.x)).toEqual([0, 500, 1000]);
  });
});

describe('a node’s fields', () => {
  it('cuts a label to its kind’s length, and drops a picture when it stops being a screen', () => {
    const flow = flowOf({
      ...blankNode('a', 'screen', 0, 0),
      picture: 'data:image/png;base64,AA==',
    });
    const long = 'x'.repeat(400);
    const note = updateNode(flow, 'a', { kind: 'note', label: long });
    if ('refused' in note) throw new Error(note.refused);
    expect(note.nodes[0]).toMatchObject({ kind: 'note', picture: null });
    expect(note.nodes[0]!.label).toHaveLength(USER_FLOW_LIMITS.noteMaxLength);
    const action = updateNode(note, 'a', { kind: 'action' });
    if ('refused' in action) throw new Error(action.refused);
    expect(action.nodes[0]!.label).toHaveLength(USER_FLOW_LIMITS.labelMaxLength);
  });

  it('never puts a new node on top of another', () => {
    const newId = counter();
    let flow = flowOf();
    for (let i = 0; i < 5; i++) flow = made(addNode(flow, 'screen', { x: 0, y: 0 }, newId)).flow;
    const boxes = flow.nodes.map(nodeRect);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
  });
});
