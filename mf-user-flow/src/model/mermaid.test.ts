import { USER_FLOW_MESSAGES } from 'shared-contracts/editors/user-flow/content';
import { userFlowContent } from 'shared-contracts/editors/user-flow/schema';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { blankNode, type Flow, GRID, NODE_SIZE, type NodeKind } from './flow';
import {
  decodeLabel,
  EMPTY_LABEL,
  escapeLabel,
  FLOWCHART_MESSAGES,
  parseFlowchart,
  printFlowchart,
} from './mermaid';

/*
 * The Mermaid flowchart the editor exports and imports: the exact text written for a
 * small flow, hand-written Mermaid read in (every shape, every link, chains, `&`,
 * subgraphs, styling skipped), the layout when the text has none, and the refusals with
 * the line they point at.
 */

function counter(prefix: string) {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

type Parts = Pick<Flow, 'nodes' | 'connectors' | 'groups'>;

/** The parts read from `text`, which must be accepted and pass the schema. */
function read(text: string): { flow: Parts; placed: boolean } {
  const result = parseFlowchart(text, counter('new'));
  if (!result.ok) throw new Error(`Line ${result.line}: ${result.message}`);
  const content = { name: 'Imported', actors: [], snapToGrid: true, ...result.flow };
  expect(userFlowContent.safeParse(content).success).toBe(true);
  return result;
}

/** The flow without its ids: kinds, labels, groups and connectors by label and index. */
function summary(flow: Parts) {
  const index = new Map(flow.nodes.map((node, i) => [node.id, i]));
  const groupLabel = new Map(flow.groups.map((group) => [group.id, group.label]));
  return {
    nodes: flow.nodes.map((node) => [
      node.kind,
      node.label,
      node.group ? groupLabel.get(node.group) : null,
    ]),
    connectors: flow.connectors.map((c) => [index.get(c.from), index.get(c.to), c.label]),
    groups: flow.groups.map((group) => group.label),
  };
}

/** `[kind, label]` of each node read from `text`. */
const kinds = (text: string) => read(text).flow.nodes.map((node) => [node.kind, node.label]);

/** A catalogue's text with its `{{name}}`s filled in, as the site's i18n does. */
const interpolate = (template: string, values: Readonly<Record<string, unknown>>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Why `text` is refused; the English catalogue says it, by its code, word for word. */
function refusal(text: string): { line: number; message: string } {
  const result = parseFlowchart(text, counter('new'));
  if (result.ok) throw new Error('accepted');
  expect(interpolate(en.text.errors[result.code], result.params)).toBe(result.message);
  return { line: result.line, message: result.message };
}

/** A small flow: a start, a screen in a group, a decision with two branches, a note, an end. */
function smallFlow(): Flow {
  const node = blankNode;
  return {
    name: 'Sign in',
    actors: [],
    snapToGrid: true,
    nodes: [
      node('s', 'start', 0, 40, 'Start'),
      { ...node('p', 'screen', 200, 0, 'Sign-in page'), group: 'g' },
      node('d', 'decision', 440, 20, 'Valid "email"?'),
      node('a', 'action', 680, -100, 'Send #code; now'),
      node('e', 'end', 920, 40, 'Done'),
      node('n', 'note', 200, 200, 'Two lines\nof note'),
      node('x', 'action', 680, 200, ''),
    ],
    connectors: [
      { id: 'c1', from: 's', to: 'p', label: '', route: 'straight' },
      { id: 'c2', from: 'p', to: 'd', label: '', route: 'elbow' },
      { id: 'c3', from: 'd', to: 'a', label: 'Yes', route: 'straight' },
      { id: 'c4', from: 'd', to: 'x', label: 'No | retry', route: 'elbow' },
      { id: 'c5', from: 'a', to: 'e', label: '', route: 'straight' },
    ],
    groups: [{ id: 'g', label: 'Account' }],
  };
}

describe('printFlowchart', () => {
  it('writes each node with its kind’s shape, its layout in comments, groups and connectors', () => {
    expect(printFlowchart(smallFlow())).toBe(
      [
        'flowchart LR',
        '  %% ux-flow n1 x=0 y=40',
        '  n1(["Start"])',
        '  %% ux-flow n2 x=200 y=0',
        '  n2["Sign-in page"]',
        '  %% ux-flow n3 x=440 y=20',
        '  n3{"Valid #quot;email#quot;?"}',
        '  %% ux-flow n4 x=680 y=-100',
        '  n4("Send #35;code; now")',
        '  %% ux-flow n5 x=920 y=40',
        '  n5((("Done")))',
        '  %% ux-flow n6 x=200 y=200',
        '  n6>"Two lines<br>of note"]',
        '  %% ux-flow n7 x=680 y=200',
        `  n7("${EMPTY_LABEL}")`,
        '  subgraph g1 ["Account"]',
        '    n2',
        '  end',
        '  n1 --> n2',
        '  %% ux-flow elbow',
        '  n2 --> n3',
        '  n3 -->|"Yes"| n4',
        '  %% ux-flow elbow',
        '  n3 -->|"No | retry"| n7',
        '  n4 --> n5',
        '',
      ].join('\n'),
    );
  });

  it('writes an empty group, and leaves pictures, page links and actors out', () => {
    const flow = smallFlow();
    flow.groups.push({ id: 'empty', label: '' });
    flow.nodes[1] = {
      ...flow.nodes[1]!,
      picture: 'data:image/jpeg;base64,AAAA',
      page: { sitemapSK: 'sitemap#1', pageId: 'p1', title: 'Sign in' },
    };
    flow.actors = [{ personaSK: 'persona#1', name: 'Ana' }];
    const text = printFlowchart(flow);
    expect(text).toContain(`  subgraph g2 ["${EMPTY_LABEL}"]\n  end\n`);
    expect(text).not.toMatch(/data:|sitemap|persona|Ana/);
  });

  it('writes as entity codes what Mermaid would read as syntax or markup', () => {
    expect(escapeLabel('a "b" #c; d')).toBe('a #quot;b#quot; #35;c; d');
    expect(escapeLabel('<b>x</b> & y')).toBe('#60;b>x#60;/b> #38; y');
    expect(escapeLabel('`md` 100%% ﬂ°¶')).toBe('#96;md#96; 100#37;% #64258;°#182;');
    expect(escapeLabel('one\ntwo\r\nthree')).toBe('one<br>two#13;<br>three');
    expect(escapeLabel('  spaced\t')).toBe('#32;#32;spaced#9;');
    expect(escapeLabel('')).toBe(EMPTY_LABEL);
    // Mermaid drops the last ';' of a line like a style statement: no ':' is left for it.
    expect(escapeLabel('style: #1')).toBe('style#58; #35;1');
    expect(escapeLabel('Step 1: go')).toBe('Step 1: go');
  });

  it('decodes exactly what it escapes', () => {
    for (const text of ['a "b" #c; d', '<br> & &amp; #35;', ' x\n', '#8203;', 'style: #1;', ''])
      expect(decodeLabel(escapeLabel(text))).toBe(text);
  });
});

describe('parseFlowchart reads back what printFlowchart writes', () => {
  it('with the same nodes, kinds, labels, places, groups, connectors and routes', () => {
    const flow = smallFlow();
    const { flow: back, placed } = read(printFlowchart(flow));
    expect(placed).toBe(true);
    expect(summary(back)).toEqual(summary(flow));
    expect(back.nodes.map(({ x, y }) => ({ x, y }))).toEqual(
      flow.nodes.map(({ x, y }) => ({ x, y })),
    );
    expect(back.connectors.map((c) => c.route)).toEqual(flow.connectors.map((c) => c.route));
    expect(back.nodes.every((node) => node.picture === null && node.page === null)).toBe(true);
  });

  it('with a start that only ends connectors still a start, as its place says it was written', () => {
    const flow = smallFlow();
    flow.connectors.push({ id: 'back', from: 'e', to: 's', label: '', route: 'straight' });
    flow.connectors = flow.connectors.filter((c) => c.id !== 'c1');
    expect(summary(read(printFlowchart(flow)).flow).nodes[0]).toEqual(['start', 'Start', null]);
  });
});

describe('parseFlowchart reads hand-written Mermaid', () => {
  it('reads each shape as the nearest kind', () => {
    expect(
      kinds(`flowchart TD
        a([Stadium])
        b(((Double)))
        c[Rect]
        d(Round)
        e{Rhombus}
        f{{Hexagon}}
        g>Flag]
        h[[Sub]]
        i[(Cylinder)]
        j[/Lean right/]
        k[\\Lean left\\]
        l[/Trapezoid\\]
        m[\\Alt/]
        n(-Ellipse-)
        o
        p((Circle))`),
    ).toEqual([
      ['start', 'Stadium'],
      ['end', 'Double'],
      ['screen', 'Rect'],
      ['action', 'Round'],
      ['decision', 'Rhombus'],
      ['decision', 'Hexagon'],
      ['note', 'Flag'],
      ['action', 'Sub'],
      ['action', 'Cylinder'],
      ['action', 'Lean right'],
      ['action', 'Lean left'],
      ['action', 'Trapezoid'],
      ['action', 'Alt'],
      ['action', 'Ellipse'],
      ['action', 'o'],
      ['start', 'Circle'],
    ]);
  });

  it('reads stadiums and circles by their connectors: starts where nothing leads in', () => {
    expect(kinds('flowchart LR\n  A([Begin]) --> B --> C([Done])')).toEqual([
      ['start', 'Begin'],
      ['action', 'B'],
      ['end', 'Done'],
    ]);
    expect(kinds('graph LR\n  A((In)) --> B((Out))')).toEqual([
      ['start', 'In'],
      ['end', 'Out'],
    ]);
    // A stadium in the middle of the flow is still a start: it leads on.
    expect(kinds('graph LR\n  A --> B([Again]) --> C')[1]).toEqual(['start', 'Again']);
  });

  it('reads quoted and unquoted labels, entity codes, <br> and Markdown strings', () => {
    expect(
      kinds(`flowchart LR
        a["Say #quot;hi#quot; (now)"]
        b[Tom #amp; Jerry &amp; co #35;1 #9731; &#35;2]
        c["one<br>two<br/>three<BR />four"]
        d["\`**bold**\`"]
        e[  spaced  ]
        f["  kept  "]
        g[#unknown; #99999999;]
        h["${EMPTY_LABEL}"]
        i["multi
line"]`),
    ).toEqual([
      ['screen', 'Say "hi" (now)'],
      ['screen', 'Tom & Jerry & co #1 ☃ &#2'],
      ['screen', 'one\ntwo\nthree\nfour'],
      ['screen', '**bold**'],
      ['screen', 'spaced'],
      ['screen', '  kept  '],
      ['screen', '#unknown; #99999999;'],
      ['screen', ''],
      ['screen', 'multi\nline'],
    ]);
  });

  it('reads every kind of link, with labels in pipes or inside the link', () => {
    const { flow } = read(`flowchart LR
      A --> B
      A --- C
      A -.-> D
      A -.- E
      A ==> F
      A === G
      A --o H
      A --x I
      A <--> J
      A ---> K
      A -->|pipe| L
      A --- |"quoted | pipe"| M
      A -- inside --> N
      A -. dotted .-> O
      A == thick ==> P
      A -- "quoted -- inside" --> Q
      A -.->|dotted pipe| R`);
    expect(summary(flow).connectors).toEqual([
      [0, 1, ''],
      [0, 2, ''],
      [0, 3, ''],
      [0, 4, ''],
      [0, 5, ''],
      [0, 6, ''],
      [0, 7, ''],
      [0, 8, ''],
      [0, 9, ''],
      [0, 10, ''],
      [0, 11, 'pipe'],
      [0, 12, 'quoted | pipe'],
      [0, 13, 'inside'],
      [0, 14, 'dotted'],
      [0, 15, 'thick'],
      [0, 16, 'quoted -- inside'],
      [0, 17, 'dotted pipe'],
    ]);
    expect(flow.connectors.every((c) => c.route === 'straight')).toBe(true);
  });

  it('reads chains, & on either side, ; separators and nodes defined in a link', () => {
    const { flow } = read('graph TD;A[Start] --> B & C --> D{End?};D -->|no| A');
    expect(summary(flow)).toEqual({
      nodes: [
        ['screen', 'Start', null],
        ['action', 'B', null],
        ['action', 'C', null],
        ['decision', 'End?', null],
      ],
      connectors: [
        [0, 1, ''],
        [0, 2, ''],
        [1, 3, ''],
        [2, 3, ''],
        [3, 0, 'no'],
      ],
      groups: [],
    });
    expect(summary(read('flowchart LR\n  a & b --> c & d').flow).connectors).toEqual([
      [0, 2, ''],
      [0, 3, ''],
      [1, 2, ''],
      [1, 3, ''],
    ]);
  });

  it('keeps the last definition of a node and the first place it was named', () => {
    expect(kinds('flowchart LR\n  A --> B\n  B[Page]\n  B(Step)')).toEqual([
      ['action', 'A'],
      ['action', 'Step'],
    ]);
  });

  it('drops a link from a node to itself, and invisible links, but keeps their nodes', () => {
    const { flow } = read('flowchart LR\n  A --> A\n  A ~~~ B\n  A --> B');
    expect(summary(flow).connectors).toEqual([[0, 1, '']]);
    expect(flow.nodes).toHaveLength(2);
  });

  it('reads subgraphs in every form; a nested one is a group of its own, innermost first', () => {
    const { flow } = read(`flowchart TB
      c1-->a2
      subgraph one [First #35;1]
        a1-->a2
      end
      subgraph two["Second"]
        b1
        subgraph three
          direction LR
          b2
        end
        b2 --> b3
      end
      subgraph Several words here
        d1
      end
      subgraph "Quoted title"
        d2
      end
      subgraph one
        e1
      end`);
    expect(summary(flow)).toEqual({
      nodes: [
        ['action', 'c1', null],
        ['action', 'a2', 'First #1'],
        ['action', 'a1', 'First #1'],
        ['action', 'b1', 'Second'],
        ['action', 'b2', 'three'],
        ['action', 'b3', 'Second'],
        ['action', 'd1', 'Several words here'],
        ['action', 'd2', 'Quoted title'],
        ['action', 'e1', 'First #1'],
      ],
      connectors: [
        [0, 1, ''],
        [2, 1, ''],
        [4, 5, ''],
      ],
      groups: ['First #1', 'Second', 'three', 'Several words here', 'Quoted title'],
    });
  });

  it('skips comments, directives, front matter, styling and accessibility lines', () => {
    const { flow } = read(`---
title: Styled
---
%%{init: {"theme": "forest"}}%%
%% a comment

flowchart LR
  accTitle: The title
  accDescr: A description
  accDescr {
    Over lines
  }
  A:::hot --> B:::cold
  classDef hot fill:#f96,stroke:#333;
  class A,B cold; B --> C
  style A fill:#f9f,stroke:#333,stroke-width:4px
  linkStyle 0 stroke:#ff3,stroke-width:4px;
  click A "https://example.com" "A link; with a tooltip"
  C --> D %% after a statement
`);
    expect(summary(flow).nodes.map(([, label]) => label)).toEqual(['A', 'B', 'C', 'D']);
    expect(flow.connectors).toHaveLength(3);
  });

  it('reads CRLF line ends and any indentation', () => {
    expect(kinds('flowchart LR\r\n\t  A[One]\r\n  A --> B\r\n')).toEqual([
      ['screen', 'One'],
      ['action', 'B'],
    ]);
  });

  it('reads an empty flowchart as an empty flow', () => {
    expect(read('flowchart LR\n').flow).toEqual({ nodes: [], connectors: [], groups: [] });
  });
});

describe('parseFlowchart places nodes without layout comments', () => {
  it('in layers by the longest path from the starts, on the grid, without overlap', () => {
    const { flow, placed } = read(`flowchart LR
      S([Start]) --> A --> B --> E([End])
      S --> C --> E
      B --> A
      N>Note]`);
    expect(placed).toBe(false);
    const at = Object.fromEntries(flow.nodes.map((node) => [node.label, [node.x, node.y]]));
    // The loop back from B to A does not push A further: B is after A.
    expect(at.Start![0]).toBe(0);
    expect(at.A![0]).toBeGreaterThan(0);
    expect(at.C![0]).toBe(at.A![0]);
    expect(at.B![0]).toBeGreaterThan(at.A![0]!);
    expect(at.End![0]).toBeGreaterThan(at.B![0]!);
    expect(at.Note![0]).toBe(0);
    expect(flow.nodes.every((node) => node.x % GRID === 0 && node.y % GRID === 0)).toBe(true);
    expectNoOverlap(flow);
  });

  it('uses the layout comments only when every node has one', () => {
    const text = 'flowchart LR\n  %% ux-flow A x=500 y=700\n  A --> B';
    expect(read(text).placed).toBe(false);
    expect(
      read(`${text}\n  %% ux-flow B x=-20.5 y=3e2`).flow.nodes.map(({ x, y }) => [x, y]),
    ).toEqual([
      [500, 700],
      [-20.5, 300],
    ]);
  });

  it('keeps a chain as long as a flow may be within the coordinates', () => {
    const ids = Array.from({ length: 500 }, (_, i) => `N${i}`);
    const { flow } = read(`flowchart LR\n  ${ids.join(' --> ')}`);
    expect(flow.nodes).toHaveLength(500);
    expect(flow.connectors).toHaveLength(499);
    expectNoOverlap(flow);
  });
});

function expectNoOverlap(flow: Parts) {
  const boxes = flow.nodes.map((node) => ({ ...node, ...NODE_SIZE[node.kind as NodeKind] }));
  const overlapping: string[] = [];
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      if (!apart) overlapping.push(`${a.label} and ${b.label}`);
    }
  expect(overlapping).toEqual([]);
}

describe('parseFlowchart refuses, with the line', () => {
  it('text that is not a flowchart', () => {
    for (const text of ['', '  \n', 'sequenceDiagram\n  A->>B: hi', 'journey', 'flowchartLR'])
      expect(refusal(text)).toEqual({ line: 1, message: FLOWCHART_MESSAGES.notFlowchart });
    expect(refusal('%% note\n\nclassDiagram')).toEqual({
      line: 3,
      message: FLOWCHART_MESSAGES.notFlowchart,
    });
  });

  it('an unclosed subgraph at its line, a stray end at its own', () => {
    expect(refusal('flowchart LR\n  subgraph one\n  A\n  subgraph two\n  B\n  end')).toEqual({
      line: 2,
      message: FLOWCHART_MESSAGES.unclosedSubgraph,
    });
    expect(refusal('flowchart LR\n  A\n  end')).toEqual({
      line: 3,
      message: FLOWCHART_MESSAGES.strayEnd,
    });
  });

  it('an unclosed bracket or quote', () => {
    expect(refusal('flowchart LR\n  A[Open --> B')).toEqual({
      line: 2,
      message: FLOWCHART_MESSAGES.unclosedBracket('[', ']'),
    });
    expect(refusal('flowchart LR\n  A --> B((Open)')).toEqual({
      line: 2,
      message: FLOWCHART_MESSAGES.unclosedBracket('((', '))'),
    });
    expect(refusal('flowchart LR\n  A --> B\n  C["Open]\n  D')).toEqual({
      line: 3,
      message: FLOWCHART_MESSAGES.unclosedQuote,
    });
    expect(refusal('flowchart LR\n  A["Quoted" and more]')).toEqual({
      line: 2,
      message: FLOWCHART_MESSAGES.afterQuotedLabel(']'),
    });
    expect(refusal('flowchart LR\n  A -->|open B')).toEqual({
      line: 2,
      message: FLOWCHART_MESSAGES.unclosedPipeText,
    });
    expect(refusal('flowchart LR\n\n  A -- open B')).toEqual({
      line: 3,
      message: FLOWCHART_MESSAGES.unclosedLinkText,
    });
  });

  it('a line it cannot read, quoting it', () => {
    expect(refusal('flowchart LR\n  A --> B\n  A --> ; B')).toMatchObject({ line: 3 });
    const { line, message } = refusal('flowchart LR\n  A --> B C --> D');
    expect(line).toBe(2);
    expect(message).toBe(FLOWCHART_MESSAGES.unreadable('C --> D'));
    expect(refusal('flowchart XY\n  A')).toEqual({
      line: 1,
      message: FLOWCHART_MESSAGES.unreadable('XY'),
    });
    expect(refusal('flowchart LR\n  A -->\n  B')).toEqual({
      line: 2,
      message: FLOWCHART_MESSAGES.missingNode,
    });
    expect(refusal('flowchart LR\n  A & ;')).toEqual({
      line: 2,
      message: FLOWCHART_MESSAGES.missingNode,
    });
    expect(refusal('flowchart LR\n  A@{ shape: rect }')).toEqual({
      line: 2,
      message: FLOWCHART_MESSAGES.shapeData,
    });
  });

  it('a malformed layout comment or a place out of bounds', () => {
    expect(refusal('flowchart LR\n  %% ux-flow A x=1\n  A')).toEqual({
      line: 2,
      message: FLOWCHART_MESSAGES.layoutComment,
    });
    expect(refusal('flowchart LR\n  A\n  %% ux-flow A x=100001 y=0')).toEqual({
      line: 3,
      message: USER_FLOW_MESSAGES.coordinate,
    });
  });

  it('a label past its limit, saying which and the limit, rather than cutting it', () => {
    const long = 'x'.repeat(101);
    expect(refusal(`flowchart LR\n  A --> B["${long}"]`)).toEqual({
      line: 2,
      message: FLOWCHART_MESSAGES.nodeLabel(long, 101),
    });
    expect(FLOWCHART_MESSAGES.nodeLabel(long, 101)).toBe(
      `A node's label is at most 100 characters; "${'x'.repeat(30)}…" has 101`,
    );
    expect(read(`flowchart LR\n  N>"${'n'.repeat(300)}"]`).flow.nodes[0]!.kind).toBe('note');
    expect(refusal(`flowchart LR\n  N>"${'n'.repeat(301)}"]`)).toMatchObject({
      line: 2,
      message: FLOWCHART_MESSAGES.noteLabel('n'.repeat(301), 301),
    });
    expect(refusal(`flowchart LR\n  A\n  A -->|${long}| B`)).toMatchObject({
      line: 3,
      message: FLOWCHART_MESSAGES.connectorLabel(long, 101),
    });
    expect(refusal(`flowchart LR\n  subgraph s ["${long}"]\n  end`)).toMatchObject({
      line: 2,
      message: FLOWCHART_MESSAGES.groupLabel(long, 101),
    });
    expect(refusal(`flowchart LR\n  A --> ${long}`)).toMatchObject({
      line: 2,
      message: FLOWCHART_MESSAGES.nodeLabel(long, 101),
    });
    // Counted as the editor counts, in UTF-16 units: an emoji is two.
    expect(refusal(`flowchart LR\n  A["${'😀'.repeat(51)}"]`)).toMatchObject({ line: 2 });
    // A long id is fine when the node has a label of its own.
    expect(kinds(`flowchart LR\n  ${long}[Short]`)).toEqual([['screen', 'Short']]);
  });

  it('text no database stores', () => {
    expect(refusal('flowchart LR\n  A["#55357;"]')).toMatchObject({ line: 2 });
    expect(refusal('flowchart LR\n  A["a\u0000b"]')).toMatchObject({ line: 2 });
    expect(kinds('flowchart LR\n  A["#0;"]')).toEqual([['screen', '#0;']]);
  });

  it('more nodes, connectors or groups than a flow holds, at the first one too many', () => {
    const nodes = Array.from({ length: 501 }, (_, i) => `  N${i}`).join('\n');
    expect(refusal(`flowchart LR\n${nodes}`)).toEqual({
      line: 502,
      message: USER_FLOW_MESSAGES.maxNodes,
    });
    const links = Array.from({ length: 1001 }, (_, i) => `  A${i % 40} --> B${i % 25}`).join('\n');
    expect(refusal(`flowchart LR\n${links}`)).toEqual({
      line: 1002,
      message: USER_FLOW_MESSAGES.maxConnectors,
    });
    const groups = Array.from({ length: 51 }, (_, i) => `  subgraph s${i}\n  end`).join('\n');
    expect(refusal(`flowchart LR\n${groups}`)).toEqual({
      line: 102,
      message: USER_FLOW_MESSAGES.maxGroups,
    });
  });

  it('a connector to a subgraph, which the flow cannot draw', () => {
    expect(refusal('flowchart LR\n  subgraph one\n    A\n  end\n  B --> one')).toEqual({
      line: 5,
      message: FLOWCHART_MESSAGES.linkToSubgraph('one'),
    });
  });

  it('by a code the catalogue has, with the values its sentence is made of', () => {
    expect(Object.keys(en.text.errors).sort()).toEqual(Object.keys(FLOWCHART_MESSAGES).sort());
    const refused = (text: string) => parseFlowchart(text, counter('new'));
    expect(refused('journey')).toMatchObject({ code: 'notFlowchart', params: {} });
    expect(refused('flowchart LR\n  A --> B((Open)')).toMatchObject({
      code: 'unclosedBracket',
      params: { open: '((', close: '))' },
    });
    expect(refused('flowchart LR\n  A --> B C --> D')).toMatchObject({
      code: 'unreadable',
      params: { near: 'C --> D' },
    });
    expect(refused(`flowchart LR\n  A --> B["${'x'.repeat(101)}"]`)).toMatchObject({
      code: 'nodeLabel',
      params: { label: `${'x'.repeat(30)}…`, length: 101, max: 100 },
    });
    expect(refused(`flowchart LR\n  N>"${'n'.repeat(301)}"]`)).toMatchObject({
      code: 'noteLabel',
      params: { length: 301, max: 300 },
    });
    expect(refused('flowchart LR\n  A\n  %% ux-flow A x=100001 y=0')).toMatchObject({
      code: 'coordinate',
      params: { max: 100_000 },
    });
    expect(refused('flowchart LR\n  A["a\u0000b"]')).toMatchObject({ code: 'nulCharacter' });
    expect(refused('flowchart LR\n  A["#55357;"]')).toMatchObject({ code: 'brokenCharacter' });
    const nodes = Array.from({ length: 501 }, (_, i) => `  N${i}`).join('\n');
    expect(refused(`flowchart LR\n${nodes}`)).toMatchObject({
      code: 'maxNodes',
      params: { max: 500 },
    });
  });
});
