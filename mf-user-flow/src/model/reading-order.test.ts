import fc from 'fast-check';
import { USER_FLOW_NODE_KINDS } from 'shared-contracts/editors/user-flow/content';
import { describe, expect, it } from 'vitest';
import { benchFlow } from './bench-flow';
import { blankNode, type FlowConnector, type FlowNode, type NodeKind } from './flow';
import { type ReadingEntry, readingOrder } from './reading-order';

const node = (id: string, kind: NodeKind, x: number, y: number): FlowNode =>
  blankNode(id, kind, x, y, id);
const link = (from: string, to: string, label = ''): FlowConnector => ({
  id: `${from}>${to}`,
  from,
  to,
  label,
  route: 'straight',
});

/** The entries as an indented outline: 'Yes → B', '↩ A' for a jump, '* ' before a detached root. */
function outline(entries: readonly ReadingEntry[]): string[] {
  return entries.map((entry) => {
    const indent = '  '.repeat(entry.depth);
    const connector = entry.kind === 'node' ? entry.via : entry.connector;
    const branch = connector?.label ? `${connector.label} → ` : '';
    const mark = entry.detached && entry.depth === 0 ? '* ' : '';
    const text = entry.kind === 'node' ? entry.node.label : `↩ ${entry.target.label}`;
    return `${indent}${mark}${branch}${text}`;
  });
}

/** Every node is a node entry once; every connector is once the way to a node or a jump. */
function expectEveryPartOnce(
  flow: { nodes: readonly FlowNode[]; connectors: readonly FlowConnector[] },
  entries: readonly ReadingEntry[],
) {
  const listed = entries.flatMap((entry) => (entry.kind === 'node' ? [entry.node.id] : []));
  expect(listed.sort()).toEqual(flow.nodes.map((item) => item.id).sort());
  const used = entries.flatMap((entry) =>
    entry.kind === 'jump' ? [entry.connector.id] : entry.via ? [entry.via.id] : [],
  );
  expect(used.sort()).toEqual(flow.connectors.map((item) => item.id).sort());
}

const read = (nodes: FlowNode[], connectors: FlowConnector[]) =>
  outline(readingOrder({ nodes, connectors }));

describe('readingOrder', () => {
  it('reads a chain from its start, whatever the order of the arrays', () => {
    const nodes = [
      node('end', 'end', 600, 0),
      node('b', 'screen', 400, 0),
      node('start', 'start', 0, 0),
      node('a', 'action', 200, 0),
    ];
    const connectors = [link('b', 'end'), link('start', 'a'), link('a', 'b')];
    expect(read(nodes, connectors)).toEqual(['start', '  a', '    b', '      end']);
  });

  it("reads a decision's branches in their order on the plane, with their labels", () => {
    const nodes = [
      node('start', 'start', 0, 0),
      node('paid', 'decision', 200, 0),
      // 'No' is listed first in the arrays but drawn below 'Yes'.
      node('retry', 'screen', 200, 200),
      node('thanks', 'screen', 400, 0),
    ];
    const connectors = [
      link('start', 'paid'),
      link('paid', 'retry', 'No'),
      link('paid', 'thanks', 'Yes'),
    ];
    const entries = readingOrder({ nodes, connectors });
    expect(outline(entries)).toEqual(['start', '  paid', '    Yes → thanks', '    No → retry']);
    expect(entries.map((entry) => [entry.position, entry.setSize])).toEqual([
      [1, 1],
      [1, 1],
      [1, 2],
      [2, 2],
    ]);
  });

  it('reads a branch to the left after one to the right when it is drawn higher up', () => {
    const nodes = [
      node('d', 'decision', 200, 200),
      node('left', 'screen', 0, 100),
      node('right', 'screen', 400, 200),
    ];
    const connectors = [link('d', 'right'), link('d', 'left')];
    expect(read(nodes, connectors)).toEqual(['d', '  left', '  right']);
  });

  it('reads a loop back as a jump to the node already listed', () => {
    const nodes = [
      node('start', 'start', 0, 0),
      node('form', 'screen', 200, 0),
      node('valid', 'decision', 400, 0),
      node('error', 'screen', 400, 200),
      node('end', 'end', 600, 0),
    ];
    const connectors = [
      link('start', 'form'),
      link('form', 'valid'),
      link('valid', 'end', 'Yes'),
      link('valid', 'error', 'No'),
      link('error', 'form', 'Retry'),
    ];
    const entries = readingOrder({ nodes, connectors });
    expect(outline(entries)).toEqual([
      'start',
      '  form',
      '    valid',
      '      Yes → end',
      '      No → error',
      '        Retry → ↩ form',
    ]);
    const jump = entries.at(-1)!;
    expect(jump.kind === 'jump' && jump.connector.id).toBe('error>form');
  });

  it('lists a node two paths lead to once, under the first, and a jump under the other', () => {
    const nodes = [
      node('start', 'start', 0, 100),
      node('top', 'screen', 200, 0),
      node('bottom', 'screen', 200, 200),
      node('merge', 'screen', 400, 100),
    ];
    const connectors = [
      link('start', 'bottom'),
      link('start', 'top'),
      link('bottom', 'merge'),
      link('top', 'merge'),
    ];
    expect(read(nodes, connectors)).toEqual([
      'start',
      '  top',
      '    merge',
      '  bottom',
      '    ↩ merge',
    ]);
  });

  it('reads several starts top to bottom', () => {
    const nodes = [
      node('second', 'start', 0, 200),
      node('first', 'start', 0, 0),
      node('a', 'screen', 200, 0),
    ];
    const connectors = [link('first', 'a'), link('second', 'a')];
    expect(read(nodes, connectors)).toEqual(['first', '  a', 'second', '  ↩ a']);
  });

  it('lists what no start reaches last, as detached roots in position order, notes with them', () => {
    const nodes = [
      node('start', 'start', 0, 0),
      node('end', 'end', 200, 0),
      node('note', 'note', 0, 300),
      node('lost', 'screen', 400, 200),
      // Reached only from 'lost': read under it, though it is drawn above.
      node('after', 'action', 600, 100),
      // A note a connector reaches is read where the connector is.
      node('aside', 'note', 200, 100),
    ];
    const connectors = [link('start', 'end'), link('lost', 'after'), link('end', 'aside')];
    const entries = readingOrder({ nodes, connectors });
    expect(outline(entries)).toEqual([
      'start',
      '  end',
      '    aside',
      '* lost',
      '  after',
      '* note',
    ]);
    expect(entries.map((entry) => entry.detached)).toEqual([false, false, false, true, true, true]);
    expect(entries.filter((entry) => entry.depth === 0).map((entry) => entry.setSize)).toEqual([
      3, 3, 3,
    ]);
  });

  it('reads detached nodes that only lead to each other from the top-left one', () => {
    const nodes = [
      node('start', 'start', 0, 0),
      node('b', 'screen', 200, 300),
      node('a', 'screen', 0, 300),
    ];
    const connectors = [link('a', 'b'), link('b', 'a')];
    expect(read(nodes, connectors)).toEqual(['start', '* a', '  b', '    ↩ a']);
  });

  it('starts without a start node from the nodes nothing leads to, notes aside', () => {
    const nodes = [
      node('note', 'note', 0, 0),
      node('b', 'screen', 200, 100),
      node('a', 'screen', 0, 100),
    ];
    const connectors = [link('a', 'b')];
    expect(read(nodes, connectors)).toEqual(['a', '  b', '* note']);
  });

  it('starts a cycle without a start from its top-left node', () => {
    const nodes = [
      node('c', 'screen', 0, 200),
      node('b', 'screen', 200, 0),
      node('a', 'screen', 0, 0),
    ];
    const connectors = [link('a', 'b'), link('b', 'c'), link('c', 'a')];
    expect(read(nodes, connectors)).toEqual(['a', '  b', '    c', '      ↩ a']);
  });

  it('reads an empty flow as nothing, and a flow of notes as detached notes', () => {
    expect(read([], [])).toEqual([]);
    expect(read([node('n2', 'note', 0, 200), node('n1', 'note', 0, 0)], [])).toEqual([
      '* n1',
      '* n2',
    ]);
  });

  it('reads a chain of 500 nodes without running out of stack', () => {
    const nodes = Array.from({ length: 500 }, (_, index) =>
      node(
        `n${index}`,
        index === 0 ? 'start' : 'action',
        (index * 7919) % 5000,
        (index * 104_729) % 5000,
      ),
    );
    const connectors = nodes.slice(1).map((next, index) => link(nodes[index]!.id, next.id));
    const entries = readingOrder({ nodes, connectors });
    expect(entries).toHaveLength(500);
    expect(entries.map((entry) => entry.depth)).toEqual(nodes.map((_, index) => index));
    expect(entries.every((entry) => entry.kind === 'node' && !entry.detached)).toBe(true);
  });

  it('reads the benchmark flow, every part once', () => {
    const flow = benchFlow(500);
    expectEveryPartOnce(flow, readingOrder(flow));
  });
});

/** A flow as the schema allows it: unique ids, connectors between two different nodes. */
const flows = fc
  .record({
    nodes: fc.array(
      fc.record({
        kind: fc.constantFrom(...USER_FLOW_NODE_KINDS),
        // A small plane, so that positions often tie.
        x: fc.integer({ min: 0, max: 5 }).map((n) => n * 100),
        y: fc.integer({ min: 0, max: 5 }).map((n) => n * 100),
      }),
      { maxLength: 30 },
    ),
    ends: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 60 }),
  })
  .map(({ nodes, ends }) => {
    const flowNodes = nodes.map((item, index) => node(`n${index}`, item.kind, item.x, item.y));
    const connectors: FlowConnector[] = [];
    if (flowNodes.length > 1) {
      for (const [index, [a, b]] of ends.entries()) {
        const from = a % flowNodes.length;
        const to = b % flowNodes.length;
        if (from === to) continue;
        connectors.push({ ...link(`n${from}`, `n${to}`), id: `c${index}` });
      }
    }
    return { nodes: flowNodes, connectors };
  });

describe('readingOrder, for any flow', () => {
  it('lists every node once, and every connector once: as the way to a node or as a jump', () => {
    fc.assert(
      fc.property(flows, (flow) => {
        expectEveryPartOnce(flow, readingOrder(flow));
      }),
    );
  });

  it('puts each entry under a node: one level deeper, after the node its connector leaves', () => {
    fc.assert(
      fc.property(flows, (flow) => {
        const entries = readingOrder(flow);
        const path: string[] = [];
        for (const entry of entries) {
          expect(entry.depth).toBeLessThanOrEqual(path.length);
          path.length = entry.depth;
          const connector = entry.kind === 'node' ? entry.via : entry.connector;
          if (entry.depth === 0) expect(connector).toBeNull();
          else expect(connector?.from).toBe(path[entry.depth - 1]);
          if (entry.kind === 'node') path.push(entry.node.id);
        }
        // A start, when there is one, is where the reading begins.
        const firstStart = flow.nodes.some((item) => item.kind === 'start');
        if (firstStart) expect(entries[0]?.kind === 'node' && entries[0].node.kind).toBe('start');
      }),
    );
  });
});
