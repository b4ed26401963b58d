import * as dagre from '@dagrejs/dagre';
import { USER_FLOW_LIMITS } from 'shared-contracts/editors/user-flow/content';
import { userFlowContent } from 'shared-contracts/editors/user-flow/schema';
import { describe, expect, it } from 'vitest';
import {
  autoLayout,
  layoutPositions,
  loadLayout,
  orderingEdges,
  type Positions,
} from './auto-layout';
import { benchFlow } from './bench-flow';
import { blankNode, type Flow, type FlowNode, GRID, NODE_SIZE, type NodeKind } from './flow';

type Link = [from: string, to: string, label?: string];

/** A flow of the given nodes (id and kind) and connectors, everything at the origin. */
function flowOf(
  nodes: [string, NodeKind, group?: string][],
  links: Link[],
  groups: string[] = [],
): Flow {
  return {
    name: 'Layout test',
    actors: [],
    snapToGrid: true,
    nodes: nodes.map(([id, kind, group]) => ({
      ...blankNode(id, kind, 0, 0, id),
      group: group ?? null,
    })),
    connectors: links.map(([from, to, label], i) => ({
      id: `link-${i}`,
      from,
      to,
      label: label ?? '',
      route: 'straight',
    })),
    groups: groups.map((id) => ({ id, label: id })),
  };
}

const layout = (flow: Flow) => layoutPositions(flow, dagre);

/** Whether a corner is on the grid (`%` gives -0 for negative multiples, hence no `toBe(0)`). */
const onGrid = (at: { x: number; y: number }) => at.x % GRID === 0 && at.y % GRID === 0;

const box = (node: FlowNode, positions: Positions) => ({
  ...positions.get(node.id)!,
  ...NODE_SIZE[node.kind],
});

type Box = ReturnType<typeof box>;
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function overlapping(flow: Flow, positions: Positions): string[] {
  const boxes = flow.nodes.map((node) => box(node, positions));
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      if (intersects(boxes[i]!, boxes[j]!))
        found.push(`${flow.nodes[i]!.id} / ${flow.nodes[j]!.id}`);
  return found;
}

/** The nodes of other groups or none whose box enters the box around a group's nodes. */
function intruders(flow: Flow, positions: Positions, group: string): string[] {
  const members = flow.nodes
    .filter((node) => node.group === group)
    .map((node) => box(node, positions));
  const left = Math.min(...members.map((b) => b.x));
  const top = Math.min(...members.map((b) => b.y));
  const around = {
    x: left,
    y: top,
    width: Math.max(...members.map((b) => b.x + b.width)) - left,
    height: Math.max(...members.map((b) => b.y + b.height)) - top,
  };
  return flow.nodes
    .filter((node) => node.group !== group && intersects(box(node, positions), around))
    .map((node) => node.id);
}

const centreY = (flow: Flow, positions: Positions, id: string) => {
  const node = flow.nodes.find((n) => n.id === id)!;
  return positions.get(id)!.y + NODE_SIZE[node.kind].height / 2;
};

describe('the automatic layout', () => {
  it('sets a chain out left to right', () => {
    const flow = flowOf(
      [
        ['start', 'start'],
        ['sign-in', 'screen'],
        ['submit', 'action'],
        ['home', 'screen'],
        ['end', 'end'],
      ],
      [
        ['start', 'sign-in'],
        ['sign-in', 'submit'],
        ['submit', 'home'],
        ['home', 'end'],
      ],
    );
    const positions = layout(flow);
    for (const connector of flow.connectors) {
      const from = flow.nodes.find((node) => node.id === connector.from)!;
      // The next node starts to the right of where this one ends.
      expect(positions.get(connector.to)!.x).toBeGreaterThan(
        positions.get(from.id)!.x + NODE_SIZE[from.kind].width,
      );
    }
  });

  it('puts a decision’s two branches at different heights, after it', () => {
    const flow = flowOf(
      [
        ['start', 'start'],
        ['valid', 'decision'],
        ['welcome', 'screen'],
        ['error', 'screen'],
        ['end', 'end'],
      ],
      [
        ['start', 'valid'],
        ['valid', 'welcome', 'Yes'],
        ['valid', 'error', 'No'],
        ['welcome', 'end'],
        ['error', 'end'],
      ],
    );
    const positions = layout(flow);
    expect(centreY(flow, positions, 'welcome')).not.toBe(centreY(flow, positions, 'error'));
    for (const branch of ['welcome', 'error'])
      expect(positions.get(branch)!.x).toBeGreaterThan(positions.get('valid')!.x);
  });

  it('keeps a retry’s screens in order and turns the loop back, not the chain', () => {
    const flow = flowOf(
      [
        ['start', 'start'],
        ['form', 'screen'],
        ['send', 'action'],
        ['ok', 'decision'],
        ['end', 'end'],
      ],
      [
        ['start', 'form'],
        ['form', 'send'],
        ['send', 'ok'],
        ['ok', 'form', 'No'],
        ['ok', 'end', 'Yes'],
      ],
    );
    const positions = layout(flow);
    const x = (id: string) => positions.get(id)!.x;
    expect(x('start')).toBeLessThan(x('form'));
    expect(x('form')).toBeLessThan(x('send'));
    expect(x('send')).toBeLessThan(x('ok'));
    expect(x('ok')).toBeLessThan(x('end'));
  });

  it('keeps each group’s nodes together, with no other node among them', () => {
    const flow = flowOf(
      [
        ['start', 'start'],
        ['a1', 'screen', 'checkout'],
        ['b1', 'screen'],
        ['a2', 'action', 'checkout'],
        ['b2', 'action'],
        ['a3', 'screen', 'checkout'],
        ['end', 'end'],
      ],
      [
        ['start', 'a1'],
        ['start', 'b1'],
        ['a1', 'a2'],
        ['b1', 'b2'],
        ['a1', 'b2'],
        ['b1', 'a2'],
        ['a2', 'a3'],
        ['b2', 'a3'],
        ['a3', 'end'],
      ],
      ['checkout'],
    );
    const positions = layout(flow);
    expect(intruders(flow, positions, 'checkout')).toEqual([]);
    expect(overlapping(flow, positions)).toEqual([]);

    const bench = benchFlow(500);
    const benchPositions = layout(bench);
    expect(bench.groups.length).toBeGreaterThan(1);
    for (const group of bench.groups)
      expect(intruders(bench, benchPositions, group.id)).toEqual([]);
  });

  it('sets unconnected nodes out in rows under the flow, overlapping nothing', () => {
    const flow = flowOf(
      [
        ['start', 'start'],
        ['screen', 'screen'],
        ['end', 'end'],
        ...Array.from({ length: 30 }, (_, i): [string, NodeKind] => [`note-${i}`, 'note']),
      ],
      [
        ['start', 'screen'],
        ['screen', 'end'],
      ],
    );
    const positions = layout(flow);
    expect(overlapping(flow, positions)).toEqual([]);
    const below = Math.max(
      ...flow.nodes
        .slice(0, 3)
        .map((node) => positions.get(node.id)!.y + NODE_SIZE[node.kind].height),
    );
    for (const node of flow.nodes.slice(3)) {
      const at = positions.get(node.id)!;
      expect(at.y).toBeGreaterThan(below);
      expect(onGrid(at)).toBe(true);
    }
    // Rows, not one long line or one column.
    const rows = new Set(flow.nodes.slice(3).map((node) => positions.get(node.id)!.y));
    expect(rows.size).toBeGreaterThan(1);
    expect(rows.size).toBeLessThan(30);
  });

  it('keeps to its rules on flows of any shape: no overlaps, groups together, on the grid', () => {
    // A seeded generator, so a failure shows again: chains with jumps either way, nodes in
    // random groups, some nodes with no connector.
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const kinds: NodeKind[] = ['screen', 'action', 'decision', 'note', 'start', 'end'];
    for (let round = 0; round < 25; round++) {
      const count = 5 + Math.floor(random() * 120);
      const groups = Array.from({ length: Math.floor(random() * 5) }, (_, i) => `group-${i}`);
      const nodes = Array.from({ length: count }, (_, i): [string, NodeKind, string?] => [
        `n${i}`,
        kinds[Math.floor(random() * kinds.length)]!,
        groups.length > 0 && random() < 0.3
          ? groups[Math.floor(random() * groups.length)]
          : undefined,
      ]);
      const links: Link[] = [];
      for (let i = 0; i < count * (0.5 + random()); i++) {
        const from = Math.floor(random() * count);
        const to =
          random() < 0.8 ? from + 1 + Math.floor(random() * 5) : Math.floor(random() * count);
        if (to < count && to !== from) links.push([`n${from}`, `n${to}`]);
      }
      const used = groups.filter((group) => nodes.some(([, , g]) => g === group));
      const flow = flowOf(nodes, links, used);
      const positions = layout(flow);
      expect(overlapping(flow, positions), `round ${round}`).toEqual([]);
      for (const group of used)
        expect(intruders(flow, positions, group), `round ${round}`).toEqual([]);
      expect([...positions.values()].filter((at) => !onGrid(at))).toEqual([]);
    }
  });

  it('lays out a flow of nodes with no connectors at all', () => {
    const flow = flowOf(
      Array.from({ length: 12 }, (_, i): [string, NodeKind] => [
        `n${i}`,
        i % 2 ? 'screen' : 'note',
      ]),
      [],
    );
    const positions = layout(flow);
    expect(positions.size).toBe(12);
    expect(overlapping(flow, positions)).toEqual([]);
  });

  it('lays out 500 nodes and 1,000 connectors within the schema, on the grid, none overlapping', async () => {
    const flow = benchFlow(USER_FLOW_LIMITS.maxNodes);
    expect(flow.connectors).toHaveLength(USER_FLOW_LIMITS.maxConnectors);
    const laidOut = await autoLayout(flow);
    expect(userFlowContent.safeParse(laidOut).error).toBeUndefined();
    const positions: Positions = new Map(laidOut.nodes.map((node) => [node.id, node]));
    expect(overlapping(laidOut, positions)).toEqual([]);
    for (const node of laidOut.nodes) {
      expect(onGrid(node)).toBe(true);
    }
    // Most connectors go forward; the rest are the retries.
    const forward = flow.connectors.filter(
      (c) => positions.get(c.to)!.x > positions.get(c.from)!.x,
    );
    expect(forward.length).toBeGreaterThan(flow.connectors.length * 0.8);
  });

  it('gives the same places for the same flow', async () => {
    const flow = benchFlow(300);
    expect([...layout(flow)]).toEqual([...layout(structuredClone(flow))]);
    expect(await autoLayout(flow)).toEqual(await autoLayout(structuredClone(flow)));
  });

  it('keeps the flow where it was, and within the schema’s coordinates near its edge', () => {
    const flow = benchFlow(40);
    const moved = (dx: number, dy: number): Flow => ({
      ...flow,
      nodes: flow.nodes.map((node) => ({ ...node, x: node.x + dx, y: node.y + dy })),
    });
    const corner = (positions: Positions) => ({
      x: Math.min(...[...positions.values()].map((at) => at.x)),
      y: Math.min(...[...positions.values()].map((at) => at.y)),
    });
    expect(corner(layout(moved(400, -2000)))).toEqual({ x: 400, y: -2000 });

    const max = USER_FLOW_LIMITS.maxCoordinate;
    const nearEdge = moved(max - 3000, max - 2000);
    const positions = layout(nearEdge);
    for (const node of nearEdge.nodes) {
      const at = positions.get(node.id)!;
      expect(at.x + NODE_SIZE[node.kind].width).toBeLessThanOrEqual(max);
      expect(at.y + NODE_SIZE[node.kind].height).toBeLessThanOrEqual(max);
      expect(onGrid(at)).toBe(true);
    }
    expect(overlapping(nearEdge, positions)).toEqual([]);
    expect(corner(layout(moved(-max, -max)))).toEqual({ x: -max, y: -max });
  });

  it('changes only the nodes’ places, and gives an empty flow back as it is', async () => {
    const flow = benchFlow(60);
    const laidOut = await autoLayout(flow);
    expect(laidOut.connectors).toBe(flow.connectors);
    expect(laidOut.groups).toBe(flow.groups);
    expect(laidOut.nodes.map(({ x: _x, y: _y, ...rest }) => rest)).toEqual(
      flow.nodes.map(({ x: _x, y: _y, ...rest }) => rest),
    );
    const empty: Flow = { ...flow, nodes: [], connectors: [], groups: [] };
    expect(await autoLayout(empty)).toBe(empty);
  });

  it('loads dagre once and hands back the layout', async () => {
    const first = loadLayout();
    expect(loadLayout()).toBe(first);
    const layoutFlow = await first;
    expect(layoutFlow(benchFlow(10)).size).toBe(10);
  });
});

describe('the connectors the layout orders by', () => {
  it('leaves out shortcuts, turns back connectors round and takes each pair once', () => {
    const flow = flowOf(
      [
        ['a', 'screen'],
        ['b', 'action'],
        ['c', 'screen'],
        ['d', 'decision'],
      ],
      [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'd'],
        ['a', 'c'], // a shortcut: a reaches c through b
        ['a', 'b'], // the same pair again
        ['d', 'b', 'No'], // a retry
      ],
    );
    expect(orderingEdges(flow)).toEqual([
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      ['b', 'd'],
    ]);
  });

  it('starts from the nodes nothing leads to, whatever their place in the list', () => {
    const flow = flowOf(
      [
        ['b', 'screen'],
        ['c', 'screen'],
        ['a', 'start'],
      ],
      [
        ['b', 'c'],
        ['c', 'b'],
        ['a', 'b'],
      ],
    );
    // a leads to b, b to c; c back to b is the loop.
    expect(orderingEdges(flow)).toEqual([
      ['b', 'c'],
      ['a', 'b'],
    ]);
  });
});

describe('the benchmark flow', () => {
  it('has the nodes asked for, twice as many connectors, and passes the schema', () => {
    for (const count of [2, 3, 25, 120, 500]) {
      const flow = benchFlow(count);
      expect(flow.nodes).toHaveLength(count);
      expect(userFlowContent.safeParse(flow).error).toBeUndefined();
      if (count >= 25) expect(flow.connectors).toHaveLength(2 * count);
    }
    expect(benchFlow(10_000).nodes).toHaveLength(USER_FLOW_LIMITS.maxNodes);
  });

  it('is shaped like a flow: every kind, decisions with two ways out, groups, on the grid', () => {
    const flow = benchFlow(500);
    const kinds = new Set(flow.nodes.map((node) => node.kind));
    expect([...kinds].sort()).toEqual(['action', 'decision', 'end', 'note', 'screen', 'start']);
    for (const decision of flow.nodes.filter((node) => node.kind === 'decision')) {
      const labels = flow.connectors.filter((c) => c.from === decision.id).map((c) => c.label);
      expect(labels).toEqual(expect.arrayContaining(['Yes', 'No']));
    }
    expect(flow.groups.length).toBeGreaterThan(1);
    for (const group of flow.groups)
      expect(flow.nodes.filter((node) => node.group === group.id).length).toBeGreaterThan(1);
    expect(flow.nodes.filter((node) => !onGrid(node))).toEqual([]);
    expect(benchFlow(500)).toEqual(flow);
  });
});
