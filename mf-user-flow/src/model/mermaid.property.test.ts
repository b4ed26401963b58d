import fc from 'fast-check';
import {
  USER_FLOW_LIMITS,
  USER_FLOW_NODE_KINDS,
  USER_FLOW_ROUTES,
} from 'shared-contracts/editors/user-flow/content';
import { userFlowContent } from 'shared-contracts/editors/user-flow/schema';
import { boundedText, clipUnits } from 'shared-contracts/testing';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import type { Flow } from './flow';
import { parseFlowchart, printFlowchart } from './mermaid';

/*
 * Any valid flow written as a Mermaid flowchart and read back is the same flow but for
 * its ids: nodes in order with their kinds, labels, places and groups, connectors in
 * order with their ends, labels and routes, groups in order with their names, whatever
 * characters the labels hold (line breaks included, in every label). It passes the
 * schema. What does not survive, by design: ids, pictures, page links and actors.
 *
 * And reading never throws: any text is a flow that passes the schema or a refusal that
 * names a line of the text.
 */

/** Pieces that are syntax to Mermaid's flowchart grammar, or to this module's reading of it. */
const SYNTAX_PIECES = [
  '"',
  '#',
  ';',
  ':',
  '|',
  '&',
  '<',
  '>',
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
  '/',
  '\\',
  '`',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u2028',
  '\u00a0',
  '\u200b',
  '%',
  '%%',
  '%%{init}%%',
  '<br>',
  '<b>',
  '&amp;',
  '#quot;',
  '#35;',
  '#8203;',
  'ﬂ°°',
  'ﬂ°',
  '¶ß',
  '-->',
  '-- x -->',
  '~~~',
  ':::c',
  'end',
  'subgraph ',
  'style ',
  'classDef',
  'style:',
  '%% ux-flow n1 x=1 y=2',
  'flowchart',
  'a',
  'é',
  '中',
  '😀',
] as const;

const syntaxText = (max: number) =>
  fc
    .array(fc.constantFrom(...SYNTAX_PIECES), { maxLength: max })
    .map((pieces) => clipUnits(pieces.join(''), max));

/** Any text of at most `max` UTF-16 units (the editor's count) that a database stores. */
const anyText = (max: number) => fc.oneof(boundedText(max), syntaxText(max));

const coordinate = fc.integer({
  min: -USER_FLOW_LIMITS.maxCoordinate,
  max: USER_FLOW_LIMITS.maxCoordinate,
});

const flows: fc.Arbitrary<Flow> = fc
  .record({
    nodes: fc.array(
      fc.record({
        kind: fc.constantFrom(...USER_FLOW_NODE_KINDS),
        x: coordinate,
        y: coordinate,
        label: anyText(USER_FLOW_LIMITS.noteMaxLength),
        group: fc.option(fc.nat(), { nil: null }),
      }),
      { maxLength: 40, size: 'medium' },
    ),
    groups: fc.array(anyText(USER_FLOW_LIMITS.labelMaxLength), { maxLength: 6 }),
    connectors: fc.array(
      fc.record({
        from: fc.nat(),
        to: fc.nat(),
        label: fc.oneof(fc.constant(''), anyText(USER_FLOW_LIMITS.labelMaxLength)),
        route: fc.constantFrom(...USER_FLOW_ROUTES),
      }),
      { maxLength: 60, size: 'medium' },
    ),
  })
  .map(({ nodes, groups, connectors }) => ({
    name: 'Flow',
    actors: [],
    snapToGrid: true,
    nodes: nodes.map((node, i) => ({
      id: `node-${i}`,
      kind: node.kind,
      x: node.x,
      y: node.y,
      label:
        node.kind === 'note' ? node.label : clipUnits(node.label, USER_FLOW_LIMITS.labelMaxLength),
      picture: null,
      page: null,
      group:
        node.group === null || groups.length === 0 ? null : `group-${node.group % groups.length}`,
    })),
    groups: groups.map((label, i) => ({ id: `group-${i}`, label })),
    connectors: connectors
      .map((c, i) => ({
        id: `connector-${i}`,
        from: `node-${c.from % Math.max(1, nodes.length)}`,
        to: `node-${c.to % Math.max(1, nodes.length)}`,
        label: c.label,
        route: c.route,
      }))
      .filter((c) => nodes.length > 1 && c.from !== c.to),
  }));

/** The flow with its ids replaced by places in its lists. */
function withoutIds(flow: Pick<Flow, 'nodes' | 'connectors' | 'groups'>) {
  const node = new Map(flow.nodes.map((n, i) => [n.id, i]));
  const group = new Map(flow.groups.map((g, i) => [g.id, i]));
  return {
    nodes: flow.nodes.map(({ kind, x, y, label, group: g }) => ({
      kind,
      x,
      y,
      label,
      group: g == null ? null : group.get(g),
    })),
    connectors: flow.connectors.map(({ from, to, label, route }) => ({
      from: node.get(from),
      to: node.get(to),
      label,
      route,
    })),
    groups: flow.groups.map(({ label }) => label),
  };
}

function counter() {
  let next = 0;
  return () => `new-${++next}`;
}

/** Runs per property: modest here; set FC_NUM_RUNS to search harder. */
const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);

describe('a flow written as a Mermaid flowchart and read back', () => {
  it('is the same flow but for its ids, and passes the schema', () => {
    fc.assert(
      fc.property(flows, (flow) => {
        expect(userFlowContent.safeParse(flow).success).toBe(true);
        const result = parseFlowchart(printFlowchart(flow), counter());
        if (!result.ok) throw new Error(`Line ${result.line}: ${result.message}`);
        expect(result.placed).toBe(true);
        expect(withoutIds(result.flow)).toEqual(withoutIds(flow));
        const back = { name: flow.name, actors: [], snapToGrid: true, ...result.flow };
        expect(userFlowContent.safeParse(back).success).toBe(true);
      }),
      { numRuns },
    );
  });

  it('writes each label inside its quotes, without a character Mermaid reads as syntax', () => {
    const line =
      /^(flowchart LR| {2}%% ux-flow (n\d+ x=-?\d+ y=-?\d+|elbow)| {2}n\d+(\(\[|\(\(\(|\[|\(|\{|>)"([^"]*)"(\]\)|\)\)\)|\]|\)|\}|\])| {2}subgraph g\d+ \["([^"]*)"\]| {4}n\d+| {2}end| {2}n\d+ -->(\|"([^"]*)"\|)? n\d+|)$/;
    fc.assert(
      fc.property(flows, (flow) => {
        for (const written of printFlowchart(flow).split('\n')) {
          const match = line.exec(written);
          expect(match, written).not.toBeNull();
          const label = match![4] ?? match![6] ?? match![8];
          if (label === undefined) continue;
          // '#', '&' and '<' only in entity codes and <br>, no line breaks, no '%%', none
          // of Mermaid's entity placeholders' marks, no spaces at either end.
          expect(label).not.toMatch(/#(?!(\d+|quot);)|&|<(?!br>)|[\r\u2028\u2029\u00b6\ufb02`]|%%/);
          expect(label).toBe(label.trim());
        }
      }),
      { numRuns },
    );
  });
});

/** Pieces of hand-written Mermaid, right and wrong, for text that is nearly a flowchart. */
const MERMAID_PIECES = [
  'flowchart LR\n',
  'graph TD;',
  'A',
  'B1',
  'end',
  'x',
  'o',
  '-->',
  '---',
  '-.->',
  '==>',
  '--o',
  '--x',
  '<-->',
  '~~~',
  '-- ',
  ' -->',
  '-. ',
  ' .->',
  '== ',
  '|',
  '"',
  '[',
  ']',
  '(',
  ')',
  '((',
  '))',
  '([',
  '{',
  '}',
  '{{',
  '>',
  '[/',
  '\\]',
  '&',
  ';',
  ':::c',
  '@{',
  '\n',
  '\r\n',
  ' ',
  '\t',
  'subgraph ',
  'subgraph s [',
  'end\n',
  '%%',
  '%%{',
  '}%%',
  '%% ux-flow A x=1 y=2\n',
  '%% ux-flow elbow\n',
  '%% ux-flow A x=1e9 y=0\n',
  'classDef c fill:#f00\n',
  'style A ',
  'click A "u"',
  'direction LR',
  '---\n',
  '#35;',
  '#quot;',
  '#55357;',
  '<br>',
  'é',
  '😀',
] as const;

/** A flow's text with a piece put in, over a few characters or none. */
const editedFlowchart = fc
  .tuple(flows, fc.nat(), fc.nat({ max: 8 }), fc.constantFrom(...MERMAID_PIECES))
  .map(([flow, at, removed, piece]) => {
    const text = printFlowchart(flow);
    const start = at % (text.length + 1);
    return text.slice(0, start) + piece + text.slice(start + removed);
  });

const nearlyMermaid = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  editedFlowchart,
  fc.array(fc.constantFrom(...MERMAID_PIECES), { maxLength: 60 }).map((pieces) => pieces.join('')),
  fc
    .array(fc.constantFrom(...MERMAID_PIECES), { maxLength: 60 })
    .map((pieces) => `flowchart TD\n${pieces.join('')}`),
);

describe('reading any text', () => {
  it('never throws: a flow that passes the schema, or a refusal at a line of the text', () => {
    fc.assert(
      fc.property(nearlyMermaid, (text) => {
        const result = parseFlowchart(text, counter());
        if (result.ok) {
          const content = { name: 'Flow', actors: [], snapToGrid: true, ...result.flow };
          expect(userFlowContent.safeParse(content).success).toBe(true);
        } else {
          expect(result.line).toBeGreaterThanOrEqual(1);
          expect(result.line).toBeLessThanOrEqual(text.replace(/\r\n/g, '\n').split('\n').length);
          expect(result.message).not.toBe('');
          // Said by its code in the catalogue's English, it is the same sentence.
          const english = en.text.errors[result.code].replace(/\{\{(\w+)\}\}/g, (_, name) =>
            String((result.params as Record<string, unknown>)[name]),
          );
          expect(english).toBe(result.message);
        }
      }),
      { numRuns: numRuns * 5 },
    );
  });
});
