import { MESSAGES } from 'shared-contracts';
import {
  USER_FLOW_LIMITS,
  USER_FLOW_MESSAGES,
  type UserFlowRoute,
} from 'shared-contracts/editors/user-flow/content';
import {
  type Flow,
  type FlowConnector,
  type FlowNode,
  GRID,
  NODE_SIZE,
  type NodeKind,
} from './flow';

/*
 * The flow as a Mermaid flowchart, out and back in. What goes out:
 *
 *   flowchart LR
 *     %% ux-flow n1 x=0 y=40                 the node's place (its top-left corner)
 *     n1(["Sign in"])                        one node a line, in the flow's order
 *     …
 *     subgraph g1 ["Checkout"]               a group: its nodes by id, defined above
 *       n3
 *     end
 *     n1 --> n2                              a connector without a label
 *     %% ux-flow elbow                       the connectors of the next statement are elbows
 *     n2 -->|"Yes"| n3
 *
 * Ids are `n1`, `n2`, … (nodes, in the flow's order) and `g1`, `g2`, … (groups), never the
 * flow's own ids. Each kind has its shape: start `([…])` (stadium), end `(((…)))` (double
 * circle), screen `[…]`, action `(…)`, decision `{…}`, note `>…]`. Every node is defined
 * before any subgraph so that reading the text back keeps the flow's order; a subgraph
 * only names its nodes, which Mermaid puts in it all the same.
 *
 * Mermaid reads `%%` lines as comments, so the layout rides along without changing the
 * drawing: with a `%% ux-flow <id> x=<number> y=<number>` for every node the flow comes
 * back where it was (and a stadium is a start whatever its connectors); without, the
 * nodes are laid out in layers and the editor may arrange them. Not written, because
 * they are not text: screens' pictures, their sitemap page links, and the flow's actors.
 *
 * Labels are always quoted, and written so that Mermaid shows them as typed: a line
 * break as `<br>`, and the characters its syntax or its HTML labels would read as markup
 * as Mermaid's entity codes (`#quot;` for '"', `#35;` for '#'). See `escapeLabel`.
 *
 * Reading takes hand-written Mermaid too: `flowchart` or `graph` in any direction, every
 * node shape, every link (`-->`, `---`, `-.->`, `==>`, `--o`, `--x`, `<-->`, `~~~`, labels
 * as `-->|text|` or `-- text -->`), chains, `&`, `;`, subgraphs, and it skips comments,
 * front matter and styling (`classDef`, `class`, `style`, `linkStyle`, `click`,
 * `:::class`). Where the flow cannot say what Mermaid says, it reads the nearest:
 *  - a shape is a kind: stadium a start, double circle an end, circle a start (an end when
 *    a connector leads to it), rhombus and hexagon a decision, flag a note, rectangle a
 *    screen, any other shape and a bare id an action. A stadium that only ends connectors
 *    is an end, unless the text has the layout comments (it was written from a flow);
 *  - subgraphs are groups side by side: a node is in the first subgraph closed that names
 *    it (the innermost, as in Mermaid), and a subgraph named again adds to its group;
 *  - a link from a node to itself and an invisible link `~~~` would draw nothing here, so
 *    they are left out; `<-->` is one connector, whatever its arrowheads.
 * Anything past a limit, or that it cannot read, is refused with its line rather than cut.
 */

/**
 * What reading a flowchart answers: the flow's parts (new ids), or why not and where: the
 * refusal's `code` (a key of FLOWCHART_MESSAGES) and `params` for the UI to say it in its
 * language (its catalogue's `text.errors`), and `message`, the same in English.
 */
export type FlowchartImport =
  | { ok: true; flow: Pick<Flow, 'nodes' | 'connectors' | 'groups'>; placed: boolean }
  | ({ ok: false; line: number; message: string } & FlowchartRefusal);

/**
 * How an empty label is written: Mermaid refuses `[""]`, and a zero-width space draws as
 * the blank it is. Only this exact text reads back as ''.
 */
export const EMPTY_LABEL = '#8203;';

/**
 * The refusals of an import, in English; the UI puts "Line N: " before them. A refusal's
 * `code` names one, and the UI's catalogue has each under `text.errors` with the values
 * of `FlowchartRefusal`'s `params` as `{{placeholders}}`.
 */
export const FLOWCHART_MESSAGES = {
  notFlowchart:
    'A user flow is read from a Mermaid flowchart (it starts with "flowchart" or "graph")',
  unclosedSubgraph: 'This subgraph is not closed: a subgraph ends with a line "end"',
  strayEnd: 'This "end" closes no subgraph',
  unclosedQuote: 'The quote (") opened on this line is not closed',
  unclosedBracket: (open: string, close: string) =>
    `The bracket ${open} is not closed with ${close} on its line`,
  afterQuotedLabel: (close: string) => `A quoted label is followed by ${close}`,
  unclosedLinkText:
    "A connector's label is not closed: it is written A -- text --> B (or -. text .->, == text ==>)",
  unclosedPipeText: "A connector's label is not closed: it is written A -->|text| B",
  unreadable: (near: string) =>
    `"${near}" cannot be read: a statement is a node, a connector (A --> B), "subgraph", "end" or a %% comment`,
  missingNode: 'A node is missing at the end of this statement, after its arrow or "&"',
  shapeData: 'Shapes written as @{ … } are not read: write the shape with brackets, like A[Label]',
  layoutComment:
    'A layout comment is written "%% ux-flow <node id> x=<number> y=<number>" or "%% ux-flow elbow"',
  linkToSubgraph: (id: string) =>
    `"${id}" is a subgraph: a connector here joins two nodes, not a subgraph`,
  nodeLabel: (label: string, length: number) =>
    `A node's label is at most ${USER_FLOW_LIMITS.labelMaxLength} characters; "${preview(label)}" has ${length}`,
  noteLabel: (label: string, length: number) =>
    `A note is at most ${USER_FLOW_LIMITS.noteMaxLength} characters; "${preview(label)}" has ${length}`,
  connectorLabel: (label: string, length: number) =>
    `A connector's label is at most ${USER_FLOW_LIMITS.labelMaxLength} characters; "${preview(label)}" has ${length}`,
  groupLabel: (label: string, length: number) =>
    `A group's name is at most ${USER_FLOW_LIMITS.labelMaxLength} characters; "${preview(label)}" has ${length}`,
  // The schema's limits and the API's rules for text, checked while reading.
  maxNodes: USER_FLOW_MESSAGES.maxNodes,
  maxConnectors: USER_FLOW_MESSAGES.maxConnectors,
  maxGroups: USER_FLOW_MESSAGES.maxGroups,
  coordinate: USER_FLOW_MESSAGES.coordinate,
  nulCharacter: MESSAGES.nulCharacter,
  brokenCharacter: MESSAGES.brokenCharacter,
} as const;

type FlowchartMessage = keyof typeof FLOWCHART_MESSAGES;

/** A label past its limit: its start (as the English message quotes it), length, limit. */
type LabelParams = { label: string; length: number; max: number };

/** A refusal by its code, with the values its sentence is made of. */
type FlowchartRefusal =
  | {
      code: Exclude<
        FlowchartMessage,
        | 'unclosedBracket'
        | 'afterQuotedLabel'
        | 'unreadable'
        | 'linkToSubgraph'
        | LabelMessage
        | LimitMessage
      >;
      params: Record<string, never>;
    }
  | { code: 'unclosedBracket'; params: { open: string; close: string } }
  | { code: 'afterQuotedLabel'; params: { close: string } }
  | { code: 'unreadable'; params: { near: string } }
  | { code: 'linkToSubgraph'; params: { id: string } }
  | { code: LabelMessage; params: LabelParams }
  | { code: LimitMessage; params: { max: number } };

type LabelMessage = 'nodeLabel' | 'noteLabel' | 'connectorLabel' | 'groupLabel';
type LimitMessage = 'maxNodes' | 'maxConnectors' | 'maxGroups' | 'coordinate';
type PlainMessage = Extract<FlowchartRefusal, { params: Record<string, never> }>['code'];

const plain = (code: PlainMessage): FlowchartRefusal => ({ code, params: {} });

const LIMITS: Readonly<Record<LimitMessage, number>> = {
  maxNodes: USER_FLOW_LIMITS.maxNodes,
  maxConnectors: USER_FLOW_LIMITS.maxConnectors,
  maxGroups: USER_FLOW_LIMITS.maxGroups,
  coordinate: USER_FLOW_LIMITS.maxCoordinate,
};
const past = (code: LimitMessage): FlowchartRefusal => ({ code, params: { max: LIMITS[code] } });

const tooLong = (code: LabelMessage, label: string): FlowchartRefusal => ({
  code,
  params: {
    label: preview(label),
    length: label.length,
    max: code === 'noteLabel' ? USER_FLOW_LIMITS.noteMaxLength : USER_FLOW_LIMITS.labelMaxLength,
  },
});

/** A refusal in English, as FLOWCHART_MESSAGES says it. */
function english(refusal: FlowchartRefusal): string {
  switch (refusal.code) {
    case 'unclosedBracket':
      return FLOWCHART_MESSAGES.unclosedBracket(refusal.params.open, refusal.params.close);
    case 'afterQuotedLabel':
      return FLOWCHART_MESSAGES.afterQuotedLabel(refusal.params.close);
    case 'unreadable':
      return FLOWCHART_MESSAGES.unreadable(refusal.params.near);
    case 'linkToSubgraph':
      return FLOWCHART_MESSAGES.linkToSubgraph(refusal.params.id);
    case 'nodeLabel':
    case 'noteLabel':
    case 'connectorLabel':
    case 'groupLabel':
      // The label is already its preview, which previews to itself.
      return FLOWCHART_MESSAGES[refusal.code](refusal.params.label, refusal.params.length);
    default:
      return FLOWCHART_MESSAGES[refusal.code];
  }
}

const PREVIEW_LENGTH = 30;

/** The start of a long text, on one line, for a message. */
function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length <= PREVIEW_LENGTH ? flat : `${flat.slice(0, PREVIEW_LENGTH)}…`;
}

// ---- text ---------------------------------------------------------------------------

const entity = (character: string) =>
  character === '"' ? '#quot;' : `#${character.codePointAt(0)};`;

/**
 * Characters escaped wherever they are (inside the quotes, Mermaid takes `;`, `|` and
 * brackets as text, so they stay): '"' ends the label; `#` starts an entity; `&`
 * and `<` are markup in Mermaid's HTML labels; a backtick after the opening quote makes a
 * Markdown label; `%%` starts a comment or a directive; line breaks other than '\n' (which
 * becomes `<br>`) would end the line; and `ﬂ` and `¶` are what Mermaid swaps entities
 * for while it parses (its placeholders `ﬂ°°`, `ﬂ°` and `¶ß` would turn into `&#`, `&`
 * and `;`).
 */
const SYNTAX = /["#&<`\r\u2028\u2029\u00b6\ufb02]|%(?=%)/g;
/** Spaces at either end, but not line breaks, which are `<br>` wherever they are. */
const EDGE_SPACES = /^[^\S\n]+|[^\S\n]+$/g;
/**
 * Mermaid drops the last ';' of a line matching these before it reads the text (they are
 * meant for `style` and `classDef` statements), which would break the last entity of a
 * label holding the words; with its ':' escaped, no line of a label matches them.
 */
const STYLE_LOOKALIKE = /style|classDef/;

/**
 * A label as Mermaid reads it back as typed, without its quotes: syntax characters and
 * the spaces at either end (which Mermaid drops) as entities, line breaks as `<br>`.
 * Every `#`, `&` and `<` is escaped, so each one in the result starts an entity or a
 * `<br>` written here, and `decodeLabel` undoes exactly this.
 */
export function escapeLabel(text: string): string {
  if (text === '') return EMPTY_LABEL;
  let escaped = text
    .replace(SYNTAX, entity)
    .replace(EDGE_SPACES, (spaces) => [...spaces].map(entity).join(''));
  if (STYLE_LOOKALIKE.test(escaped)) escaped = escaped.replace(/:/g, entity);
  return escaped.replace(/\n/g, '<br>');
}

/** The named entities hand-written Mermaid uses most; others stay as written. */
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);
const MAX_CODE_POINT = 0x10ffff;

/**
 * Mermaid's entity codes (`#35;`, `#quot;`), the named HTML ones a label may hold as it is
 * drawn as HTML (`&amp;`), and line breaks, in one pass so that nothing decoded is decoded
 * again. (`&#35;` is not one: Mermaid reads its `#35;` first and shows "&#".)
 */
const ENCODED = /#(\w+);|&([a-z]+);|<br\s*\/?>/gi;

function decodeOne(written: string, mermaid?: string, html?: string): string {
  const code = mermaid ?? html;
  if (code === undefined) return '\n';
  if (mermaid !== undefined && /^\d+$/.test(mermaid)) {
    const codePoint = Number(mermaid);
    // NUL would be refused as unstorable; written, it shows what was there.
    return codePoint > 0 && codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : written;
  }
  return NAMED_ENTITIES.get(code.toLowerCase()) ?? written;
}

/** A label as written in Mermaid (quotes removed) to the text it shows. */
export function decodeLabel(written: string): string {
  if (written === EMPTY_LABEL) return '';
  return written.replace(ENCODED, (match, mermaid?: string, html?: string) =>
    decodeOne(match, mermaid, html),
  );
}

// ---- out ----------------------------------------------------------------------------

const SHAPES: Readonly<Record<NodeKind, readonly [string, string]>> = {
  start: ['([', '])'],
  end: ['(((', ')))'],
  screen: ['[', ']'],
  action: ['(', ')'],
  decision: ['{', '}'],
  note: ['>', ']'],
};

/** The flow as a Mermaid flowchart, with its layout in `%% ux-flow` comments. */
export function printFlowchart(flow: Pick<Flow, 'nodes' | 'connectors' | 'groups'>): string {
  const ids = new Map(flow.nodes.map((node, index) => [node.id, `n${index + 1}`]));
  const lines = ['flowchart LR'];
  for (const node of flow.nodes) {
    const id = ids.get(node.id)!;
    const [open, close] = SHAPES[node.kind];
    lines.push(`  %% ux-flow ${id} x=${node.x} y=${node.y}`);
    lines.push(`  ${id}${open}"${escapeLabel(node.label)}"${close}`);
  }
  flow.groups.forEach((group, index) => {
    lines.push(`  subgraph g${index + 1} ["${escapeLabel(group.label)}"]`);
    for (const node of flow.nodes)
      if (node.group === group.id) lines.push(`    ${ids.get(node.id)}`);
    lines.push('  end');
  });
  for (const connector of flow.connectors) {
    const from = ids.get(connector.from);
    const to = ids.get(connector.to);
    // The schema has no connector without both ends; nothing could be drawn for one.
    if (!from || !to) continue;
    if (connector.route === 'elbow') lines.push('  %% ux-flow elbow');
    const label = connector.label === '' ? '' : `|"${escapeLabel(connector.label)}"|`;
    lines.push(`  ${from} -->${label} ${to}`);
  }
  return `${lines.join('\n')}\n`;
}

// ---- in: reading --------------------------------------------------------------------

/** A refusal on its way out of the reader; `parseFlowchart` turns it into its answer. */
class Refusal {
  constructor(
    readonly line: number,
    readonly reason: FlowchartRefusal,
  ) {}
}

/** How a node was drawn, before its connectors say which kind some shapes are. */
type Shape =
  | 'stadium'
  | 'circle'
  | 'doubleCircle'
  | 'decision'
  | 'note'
  | 'screen'
  | 'action'
  | 'bare';

interface NodeDraft {
  /** Its id in the text. */
  name: string;
  shape: Shape;
  label: string;
  /** The group of the first subgraph closed that names it. */
  group: GroupDraft | null;
  /** The line that first named it, for a refusal about it. */
  line: number;
}

interface GroupDraft {
  name: string;
  label: string;
}

interface EdgeDraft {
  from: NodeDraft;
  to: NodeDraft;
  label: string;
  route: UserFlowRoute;
}

interface OpenSubgraph {
  group: GroupDraft;
  line: number;
  named: NodeDraft[];
}

/**
 * Node and layout-comment ids: letters, digits, `_` and `$`, with single `-` or `.`
 * between them (`--` and `-.` start links). Mermaid takes more; these are the usual ones.
 */
const ID = /[\p{L}\p{N}_$]+(?:[.-][\p{L}\p{N}_$]+)*/uy;
const SPACES = /[ \t\r]*/y;
const HEADER = /(?:flowchart-elk|flowchart|graph)(?=[\s;]|$)/iy;
const DIRECTION = /(?:TB|TD|BT|RL|LR|[<>^v])(?=[\s;]|$)/iy;
const CLASS_SUFFIX = /:::[\w-]+/y;
/** Statements about looks or accessibility, which the flow has no place for. */
const SKIPPED_TO_LINE_END = /(?:(?:classDef|style|linkStyle)(?=\s|$)|acc(?:Title|Descr)\s*:)/y;
const SKIPPED_TO_STATEMENT_END = /(?:class|click|direction)(?=[ \t])/y;
const ACC_BLOCK = /accDescr\s*\{/y;
const SUBGRAPH = /subgraph(?=[\s;]|$)/y;
const END = /end(?=[ \t\r]*(?:[;\n]|%%|$))/y;
/** A link without a label of its own: `-->`, `---`, `--x`, `==>`, `-.->`, `~~~`, `<-->`… */
const LINK = /(?:[<xo]?)(?:-{2,}[->xo]|={2,}[=>xo]|-\.+-[>xo]?|~{3,})/y;
/** The start of a link with its label inside: `-- text -->`, `== text ==>`, `-. text .->`. */
const LINK_TEXT_START = /[<xo]?(?:(--)[ \t]|(==)[ \t]|(-\.))/y;
const NUMBER = '[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:e[-+]?\\d+)?';
const PLACE_COMMENT = new RegExp(`^(${ID.source})\\s+x=(${NUMBER})\\s+y=(${NUMBER})\\s*$`, 'iu');
const ROUTE_COMMENT = /^(elbow|straight)\s*$/;

/** Node shapes by their opening bracket, longest first. */
const OPENERS: readonly { open: string; close: readonly string[]; shape: Shape }[] = [
  { open: '(((', close: [')))'], shape: 'doubleCircle' },
  { open: '((', close: ['))'], shape: 'circle' },
  { open: '([', close: ['])'], shape: 'stadium' },
  { open: '(-', close: ['-)'], shape: 'action' },
  { open: '(', close: [')'], shape: 'action' },
  { open: '[[', close: [']]'], shape: 'action' },
  { open: '[(', close: [')]'], shape: 'action' },
  { open: '[/', close: ['/]', '\\]'], shape: 'action' },
  { open: '[\\', close: ['\\]', '/]'], shape: 'action' },
  { open: '[', close: [']'], shape: 'screen' },
  { open: '{{', close: ['}}'], shape: 'decision' },
  { open: '{', close: ['}'], shape: 'decision' },
  { open: '>', close: [']'], shape: 'note' },
];

const labelLimit = (shape: Shape) =>
  shape === 'note' ? USER_FLOW_LIMITS.noteMaxLength : USER_FLOW_LIMITS.labelMaxLength;

/** A quoted Markdown label, "`…`", shows what is inside its backticks. */
const withoutMarkdownQuotes = (text: string) =>
  text.length >= 2 && text.startsWith('`') && text.endsWith('`') ? text.slice(1, -1) : text;

/** The reading of one text: where it is, and what it has found so far. */
class Reader {
  pos = 0;
  readonly nodes = new Map<string, NodeDraft>();
  readonly groups = new Map<string, GroupDraft>();
  readonly edges: EdgeDraft[] = [];
  readonly places = new Map<string, { x: number; y: number }>();
  private readonly lineStarts: number[] = [0];
  private readonly open: OpenSubgraph[] = [];
  /** The route of the next statement's connectors, from a `%% ux-flow elbow` before it. */
  private route: UserFlowRoute | null = null;
  private connectors = 0;
  private unnamedGroups = 0;

  constructor(readonly text: string) {
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1))
      this.lineStarts.push(at + 1);
  }

  /** The line (from 1) of a place in the text. */
  lineAt(at = this.pos): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }

  private refuse(reason: FlowchartRefusal, at = this.pos): never {
    throw new Refusal(this.lineAt(at), reason);
  }

  private match(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.pos;
    const found = pattern.exec(this.text);
    if (found) this.pos += found[0].length;
    return found;
  }

  private skipSpaces() {
    this.match(SPACES);
  }

  private at(text: string): boolean {
    return this.text.startsWith(text, this.pos);
  }

  private get atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  private lineEnd(from = this.pos): number {
    const end = this.text.indexOf('\n', from);
    return end < 0 ? this.text.length : end;
  }

  private skipLine() {
    this.pos = this.lineEnd();
  }

  /** The rest of the statement, short, for a message. */
  private near(): string {
    const rest = this.text.slice(this.pos, this.lineEnd()).split(';')[0]!.trim();
    return preview(rest === '' ? this.text.slice(this.pos, this.lineEnd()).trim() : rest);
  }

  // ---- the text around the statements ----

  /** Past what may come before the header: blank lines, comments, YAML front matter. */
  readHeader() {
    this.skipBlankAndComments();
    if (/^---[ \t\r]*$/.test(this.text.slice(this.pos, this.lineEnd()))) {
      this.pos = this.lineEnd() + 1;
      while (!this.atEnd && !/^---[ \t\r]*$/.test(this.text.slice(this.pos, this.lineEnd())))
        this.pos = this.lineEnd() + 1;
      this.skipLine();
      this.skipBlankAndComments();
    }
    const line = this.atEnd ? 1 : this.lineAt();
    if (!this.match(HEADER)) throw new Refusal(line, plain('notFlowchart'));
    this.skipSpaces();
    this.match(DIRECTION);
    this.endStatement();
  }

  private skipBlankAndComments() {
    for (;;) {
      this.match(/\s*/y);
      if (!this.at('%%')) return;
      this.readComment();
    }
  }

  /** A `%%` comment, a `%%{…}%%` directive, or a layout comment of this module's. */
  private readComment() {
    const start = this.pos;
    if (this.at('%%{')) {
      const close = this.text.indexOf('}%%', this.pos);
      this.pos = close < 0 ? this.lineEnd() : close + 3;
      return;
    }
    this.skipLine();
    const comment = this.text.slice(start + 2, this.pos).trim();
    const layout = /^ux-flow(?:\s+|$)/.exec(comment);
    if (!layout) return;
    const rest = comment.slice(layout[0].length);
    const route = ROUTE_COMMENT.exec(rest);
    if (route) {
      this.route = route[1] as UserFlowRoute;
      return;
    }
    const place = PLACE_COMMENT.exec(rest);
    if (!place) this.refuse(plain('layoutComment'), start);
    const x = Number(place[2]);
    const y = Number(place[3]);
    const max = USER_FLOW_LIMITS.maxCoordinate;
    if (!(Math.abs(x) <= max && Math.abs(y) <= max)) this.refuse(past('coordinate'), start);
    this.places.set(place[1]!, { x, y });
  }

  /** After a statement: spaces, then the end of the line, a ';' or a comment. */
  private endStatement() {
    this.skipSpaces();
    if (this.atEnd || this.at('\n') || this.at(';') || this.at('%%')) return;
    this.refuse({ code: 'unreadable', params: { near: this.near() } });
  }

  // ---- statements ----

  readBody() {
    while (!this.atEnd) {
      this.skipSpaces();
      if (this.at('\n') || this.at(';')) {
        this.pos += 1;
        continue;
      }
      if (this.atEnd) break;
      if (this.at('%%')) {
        this.readComment();
        continue;
      }
      this.readStatement();
      this.route = null;
      this.endStatement();
    }
    const unclosed = this.open.at(-1);
    if (unclosed) throw new Refusal(unclosed.line, plain('unclosedSubgraph'));
  }

  private readStatement() {
    if (this.match(SKIPPED_TO_LINE_END)) return this.skipLine();
    if (this.match(SKIPPED_TO_STATEMENT_END)) return this.skipStatement();
    if (this.match(ACC_BLOCK)) {
      const close = this.text.indexOf('}', this.pos);
      this.pos = close < 0 ? this.text.length : close + 1;
      return;
    }
    const line = this.lineAt();
    if (this.match(SUBGRAPH)) return this.readSubgraph(line);
    if (this.match(END)) return this.closeSubgraph(line);
    this.readLinks();
  }

  /** Past a statement up to its ';' or the end of its line, quotes and all. */
  private skipStatement() {
    while (!this.atEnd && !this.at('\n') && !this.at(';')) {
      if (this.at('"')) {
        const close = this.text.indexOf('"', this.pos + 1);
        if (close < 0) this.refuse(plain('unclosedQuote'));
        this.pos = close + 1;
      } else this.pos += 1;
    }
  }

  /** `subgraph id [label]`, `subgraph id["label"]`, `subgraph "label"`, `subgraph label`. */
  private readSubgraph(line: number) {
    this.skipSpaces();
    let name: string | null = null;
    let label: string;
    if (this.at('"')) label = this.readQuoted();
    else {
      const id = this.match(ID)?.[0];
      const afterId = this.pos;
      this.skipSpaces();
      if (id !== undefined && this.at('[')) {
        name = id;
        this.pos += 1;
        label = this.readBracketText('[', [']']);
      } else if (id !== undefined && this.atStatementEnd()) {
        name = id;
        label = id;
      } else {
        // A title of several words: the whole rest of the statement.
        const start = id === undefined ? this.pos : afterId - id.length;
        this.pos = start;
        while (!this.atStatementEnd()) this.pos += 1;
        label = decodeLabel(this.text.slice(start, this.pos).trim());
      }
    }
    if (label.length > USER_FLOW_LIMITS.labelMaxLength)
      throw new Refusal(line, tooLong('groupLabel', label));
    this.checkStorable(label, line);
    const key = name ?? `\u0000${++this.unnamedGroups}`;
    let group = this.groups.get(key);
    if (!group) {
      if (this.groups.size >= USER_FLOW_LIMITS.maxGroups)
        throw new Refusal(line, past('maxGroups'));
      group = { name: name ?? '', label };
      this.groups.set(key, group);
    }
    this.open.push({ group, line, named: [] });
  }

  private atStatementEnd(): boolean {
    return this.atEnd || this.at('\n') || this.at(';') || this.at('%%');
  }

  /** `end`: the subgraph's nodes not yet in a group are in this one. */
  private closeSubgraph(line: number) {
    const closed = this.open.pop();
    if (!closed) throw new Refusal(line, plain('strayEnd'));
    for (const node of closed.named) node.group ??= closed.group;
  }

  /** Nodes, and links between them: `A & B --> C -->|label| D`. */
  private readLinks() {
    let from = this.readNodes();
    for (;;) {
      this.skipSpaces();
      const link = this.readLink();
      if (!link) return;
      this.skipSpaces();
      const to = this.readNodes();
      if (link.drawn)
        for (const a of from) for (const b of to) this.addEdge(a, b, link.label, link.line);
      from = to;
    }
  }

  private addEdge(from: NodeDraft, to: NodeDraft, label: string, line: number) {
    if (from === to) return;
    if (this.connectors >= USER_FLOW_LIMITS.maxConnectors)
      throw new Refusal(line, past('maxConnectors'));
    this.connectors += 1;
    this.edges.push({ from, to, label, route: this.route ?? 'straight' });
  }

  private readNodes(): NodeDraft[] {
    const nodes = [this.readNode()];
    for (;;) {
      const before = this.pos;
      this.skipSpaces();
      if (!this.at('&')) {
        this.pos = before;
        return nodes;
      }
      this.pos += 1;
      this.skipSpaces();
      nodes.push(this.readNode());
    }
  }

  /** An id, with a shape and label if it is defined here, and a `:::class` if any. */
  private readNode(): NodeDraft {
    const line = this.lineAt();
    const id = this.match(ID)?.[0];
    if (id === undefined)
      this.refuse(
        this.atStatementEnd()
          ? plain('missingNode')
          : { code: 'unreadable', params: { near: this.near() } },
      );
    const node = this.nameNode(id, line);
    const afterId = this.pos;
    this.skipSpaces();
    const shaped = this.readShape();
    if (shaped) {
      const limit = labelLimit(shaped.shape);
      if (shaped.label.length > limit) {
        const code = shaped.shape === 'note' ? 'noteLabel' : 'nodeLabel';
        throw new Refusal(line, tooLong(code, shaped.label));
      }
      this.checkStorable(shaped.label, line);
      node.shape = shaped.shape;
      node.label = shaped.label;
    } else this.pos = afterId;
    this.match(CLASS_SUFFIX);
    if (this.at('@{')) this.refuse(plain('shapeData'));
    return node;
  }

  /** The node of this id, new (a bare one, labelled with its id) if it is not yet known. */
  private nameNode(id: string, line: number): NodeDraft {
    let node = this.nodes.get(id);
    if (!node) {
      if (this.nodes.size >= USER_FLOW_LIMITS.maxNodes) throw new Refusal(line, past('maxNodes'));
      node = { name: id, shape: 'bare', label: id, group: null, line };
      this.nodes.set(id, node);
    }
    this.open.at(-1)?.named.push(node);
    return node;
  }

  /**
   * A shape and its label at the reader, or null when there is no bracket here. The
   * longest opening bracket decides, as in Mermaid: `((x)` is a circle left open.
   */
  private readShape(): { shape: Shape; label: string } | null {
    const opener = OPENERS.find(({ open }) => this.at(open));
    if (!opener) return null;
    this.pos += opener.open.length;
    return { shape: opener.shape, label: this.readBracketText(opener.open, opener.close) };
  }

  /** A label up to one of its closing brackets (passed): quoted, or the text up to them. */
  private readBracketText(open: string, closers: readonly string[]): string {
    this.skipSpaces();
    if (this.at('"')) {
      const label = this.readQuoted();
      this.skipSpaces();
      const closer = closers.find((candidate) => this.at(candidate));
      if (!closer) this.refuse({ code: 'afterQuotedLabel', params: { close: closers[0]! } });
      this.pos += closer.length;
      return label;
    }
    // Only this line is searched: a bracket left open is refused where it is.
    const rest = this.text.slice(this.pos, this.lineEnd());
    let found = -1;
    let closer = '';
    for (const candidate of closers) {
      const at = rest.indexOf(candidate);
      if (at >= 0 && (found < 0 || at < found)) {
        found = at;
        closer = candidate;
      }
    }
    if (found < 0) this.refuse({ code: 'unclosedBracket', params: { open, close: closers[0]! } });
    const written = rest.slice(0, found).trim();
    this.pos += found + closer.length;
    return decodeLabel(written);
  }

  /** A quoted label, which may run over lines, decoded; the reader is after its quote. */
  private readQuoted(): string {
    const close = this.text.indexOf('"', this.pos + 1);
    if (close < 0) this.refuse(plain('unclosedQuote'));
    const written = this.text.slice(this.pos + 1, close);
    this.pos = close + 1;
    return decodeLabel(withoutMarkdownQuotes(written));
  }

  /** A link and its label, or null when none starts here. `drawn` is false for `~~~`. */
  private readLink(): { label: string; drawn: boolean; line: number } | null {
    const line = this.lineAt();
    const plain = this.match(LINK);
    if (plain) {
      const drawn = !plain[0].startsWith('~');
      this.skipSpaces();
      if (!this.at('|')) return { label: '', drawn, line };
      this.pos += 1;
      return { label: this.readLinkLabel(line, this.readPipeText()), drawn, line };
    }
    const start = this.match(LINK_TEXT_START);
    if (!start) return null;
    const kind = start[1] ?? start[2] ?? start[3]!;
    return { label: this.readLinkLabel(line, this.readLinkText(kind)), drawn: true, line };
  }

  private readLinkLabel(line: number, label: string): string {
    if (label.length > USER_FLOW_LIMITS.labelMaxLength)
      throw new Refusal(line, tooLong('connectorLabel', label));
    this.checkStorable(label, line);
    return label;
  }

  /** `|text|` or `|"text"|`, the reader after the first `|`. */
  private readPipeText(): string {
    this.skipSpaces();
    if (this.at('"')) {
      const label = this.readQuoted();
      this.skipSpaces();
      if (!this.at('|')) this.refuse(plain('unclosedPipeText'));
      this.pos += 1;
      return label;
    }
    const close = this.text.indexOf('|', this.pos);
    if (close < 0 || close > this.lineEnd()) this.refuse(plain('unclosedPipeText'));
    const written = this.text.slice(this.pos, close).trim();
    this.pos = close + 1;
    return decodeLabel(written);
  }

  /** The text of `-- text -->`, `== text ==>` or `-. text .->`, and the link's end. */
  private readLinkText(kind: string): string {
    this.skipSpaces();
    if (this.at('"')) {
      const label = this.readQuoted();
      this.skipSpaces();
      const end = findLinkEnd(this.text, this.pos, this.lineEnd(), kind);
      if (!end || end.start !== this.pos) this.refuse(plain('unclosedLinkText'));
      this.pos = end.end;
      return label;
    }
    const end = findLinkEnd(this.text, this.pos, this.lineEnd(), kind);
    if (!end) this.refuse(plain('unclosedLinkText'));
    const written = this.text.slice(this.pos, end.start).trim();
    this.pos = end.end;
    return decodeLabel(written);
  }

  /** Text no database stores is refused here, with its line, not at the save. */
  private checkStorable(text: string, line: number) {
    if (text.includes('\u0000')) throw new Refusal(line, plain('nulCharacter'));
    if (/[\ud800-\udfff]/u.test(text)) throw new Refusal(line, plain('brokenCharacter'));
  }

  /**
   * After reading: a node never defined is labelled with its id, which must fit; no
   * connector may end at a subgraph, which the flow has no way to draw.
   */
  checkNodes() {
    const subgraphs = new Set([...this.groups.values()].map((group) => group.name));
    for (const node of this.nodes.values()) {
      if (subgraphs.has(node.name))
        throw new Refusal(node.line, { code: 'linkToSubgraph', params: { id: node.name } });
      if (node.shape === 'bare' && node.label.length > USER_FLOW_LIMITS.labelMaxLength)
        throw new Refusal(node.line, tooLong('nodeLabel', node.label));
    }
  }
}

/**
 * Where the link that closes a `-- text` (or `==`, `-.`) label starts and ends on its
 * line: `-->`, `---`, `--x`… for `--`; `==>`, `===`… for `==`; `.->`, `.-`… for `-.`. Runs
 * of dashes, equals signs or dots are taken whole, so the search stays linear.
 */
function findLinkEnd(
  text: string,
  from: number,
  lineEnd: number,
  kind: string,
): { start: number; end: number } | null {
  const rest = text.slice(from, lineEnd);
  if (kind === '-.') {
    const dots = /\.+/g;
    for (let found = dots.exec(rest); found; found = dots.exec(rest)) {
      const after = found.index + found[0].length;
      if (rest[after] !== '-') continue;
      const start =
        found.index > 0 && rest[found.index - 1] === '-' ? found.index - 1 : found.index;
      const end = after + 1 + (/[>xo]/.test(rest[after + 1] ?? '') ? 1 : 0);
      return { start: from + start, end: from + end };
    }
    return null;
  }
  const mark = kind === '==' ? '=' : '-';
  const runs = kind === '==' ? /={2,}[=>xo]?/g : /-{2,}[->xo]?/g;
  for (let found = runs.exec(rest); found; found = runs.exec(rest)) {
    // A run of two marks alone (`--`) is text; a link has three or an arrowhead.
    const last = found[0].at(-1)!;
    if (found[0].length >= 3 && (last === mark || /[>xo]/.test(last)))
      return { start: from + found.index, end: from + found.index + found[0].length };
  }
  return null;
}

// ---- in: the flow -------------------------------------------------------------------

/** Space between layers and between nodes of a layer, when the text has no layout. */
const LAYER_GAP = GRID * 4;
const ROW_GAP = GRID * 2;
const WIDEST = Math.max(...Object.values(NODE_SIZE).map((size) => size.width));
const TALLEST = Math.max(...Object.values(NODE_SIZE).map((size) => size.height));
const COLUMN = WIDEST + LAYER_GAP;
const ROW = TALLEST + ROW_GAP;
/** The narrowest column that still keeps the widest nodes apart by a grid step. */
const NARROWEST_COLUMN = Math.ceil((WIDEST + GRID) / GRID) * GRID;

/** The kind a shape stands for; stadiums and circles also by their connectors. */
function kindOf(shape: Shape, incoming: number, outgoing: number, placed: boolean): NodeKind {
  switch (shape) {
    case 'stadium':
      // Written from a flow (placed), a stadium is a start; by hand, a stadium that only
      // ends connectors is where the flow ends.
      return !placed && incoming > 0 && outgoing === 0 ? 'end' : 'start';
    case 'circle':
      return incoming === 0 ? 'start' : 'end';
    case 'doubleCircle':
      return 'end';
    case 'decision':
      return 'decision';
    case 'note':
      return 'note';
    case 'screen':
      return 'screen';
    default:
      return 'action';
  }
}

/**
 * Each node's layer: the longest path to it from a node nothing leads to, over the
 * connectors that do not close a loop (found by a depth-first walk in the flow's order).
 */
function layers(count: number, edges: readonly (readonly [number, number])[]): number[] {
  const out: number[][] = Array.from({ length: count }, () => []);
  const incoming = new Array<number>(count).fill(0);
  for (const [from, to] of edges) {
    out[from]!.push(to);
    incoming[to]! += 1;
  }
  const state = new Array<0 | 1 | 2>(count).fill(0);
  const finished: number[] = [];
  const forward: number[][] = Array.from({ length: count }, () => []);
  const roots = [
    ...Array.from({ length: count }, (_, i) => i).filter((i) => incoming[i] === 0),
    ...Array.from({ length: count }, (_, i) => i),
  ];
  for (const root of roots) {
    if (state[root] !== 0) continue;
    // Iterative, as a flow of many nodes in a chain would be as deep as it is long.
    const stack: [number, number][] = [[root, 0]];
    state[root] = 1;
    while (stack.length > 0) {
      const top = stack.at(-1)!;
      const [node, next] = top;
      if (next >= out[node]!.length) {
        stack.pop();
        state[node] = 2;
        finished.push(node);
        continue;
      }
      top[1] += 1;
      const to = out[node]![next]!;
      if (state[to] === 1) continue;
      forward[node]!.push(to);
      if (state[to] === 0) {
        state[to] = 1;
        stack.push([to, 0]);
      }
    }
  }
  const layer = new Array<number>(count).fill(0);
  for (const node of finished.reverse())
    for (const to of forward[node]!) layer[to] = Math.max(layer[to]!, layer[node]! + 1);
  return layer;
}

/** Places for nodes in layers left to right, stacked in the flow's order, on the grid. */
function layOut(count: number, edges: readonly (readonly [number, number])[]) {
  const layer = layers(count, edges);
  const deepest = Math.max(0, ...layer);
  // The layers spread no further than a node may be placed.
  const fitting = Math.floor(USER_FLOW_LIMITS.maxCoordinate / Math.max(1, deepest) / GRID) * GRID;
  const column = Math.max(NARROWEST_COLUMN, Math.min(COLUMN, fitting));
  const rows = new Array<number>(deepest + 1).fill(0);
  return layer.map((index) => ({ x: index * column, y: rows[index]!++ * ROW }));
}

function flowFrom(reader: Reader, newId: () => string): FlowchartImport {
  const drafts = [...reader.nodes.values()];
  const index = new Map(drafts.map((draft, i) => [draft, i]));
  const placed = drafts.every((draft) => reader.places.has(draft.name));
  const incoming = new Array<number>(drafts.length).fill(0);
  const outgoing = new Array<number>(drafts.length).fill(0);
  const pairs = reader.edges.map((edge) => [index.get(edge.from)!, index.get(edge.to)!] as const);
  for (const [from, to] of pairs) {
    outgoing[from]! += 1;
    incoming[to]! += 1;
  }
  const groupIds = new Map([...reader.groups.values()].map((group) => [group, newId()]));
  const nodeIds = drafts.map(() => newId());
  const laidOut = placed ? null : layOut(drafts.length, pairs);
  const nodes: FlowNode[] = drafts.map((draft, i) => {
    const place = laidOut ? laidOut[i]! : reader.places.get(draft.name)!;
    return {
      id: nodeIds[i]!,
      kind: kindOf(draft.shape, incoming[i]!, outgoing[i]!, placed),
      x: place.x,
      y: place.y,
      label: draft.label,
      picture: null,
      page: null,
      group: draft.group ? groupIds.get(draft.group)! : null,
    };
  });
  const connectors: FlowConnector[] = reader.edges.map((edge, i) => ({
    id: newId(),
    from: nodeIds[pairs[i]![0]]!,
    to: nodeIds[pairs[i]![1]]!,
    label: edge.label,
    route: edge.route,
  }));
  const groups = [...groupIds].map(([group, id]) => ({ id, label: group.label }));
  return { ok: true, flow: { nodes, connectors, groups }, placed };
}

/**
 * A Mermaid flowchart read as a flow's nodes, connectors and groups (ids from `newId`).
 * `placed` says whether the places came from the text's layout comments; when not, the
 * nodes are laid out in layers from the starts, for the editor to arrange.
 */
export function parseFlowchart(text: string, newId: () => string): FlowchartImport {
  const reader = new Reader(text.replace(/\r\n/g, '\n'));
  try {
    reader.readHeader();
    reader.readBody();
    reader.checkNodes();
  } catch (error) {
    if (error instanceof Refusal)
      return { ok: false, line: error.line, message: english(error.reason), ...error.reason };
    throw error;
  }
  return flowFrom(reader, newId);
}
