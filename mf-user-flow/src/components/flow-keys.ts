import type { KeyBinding } from 'diagram-kit';
import type { Flow } from '../model/flow';
import type { Direction } from '../model/flow-edits';
import { nearestInDirection } from '../model/flow-geometry';
import { ZOOM_STEP } from './useFlowCamera';
import type { FlowCommands } from './useFlowCommands';

/** Connecting by keyboard (C, then arrows and Enter) is a mode of its own. */
export type FlowMode = 'select' | 'connecting';
export const FLOW_MODES: readonly FlowMode[] = ['select', 'connecting'];

/** How far Shift+arrows pan, in screen px, and Alt+arrows move a node, in diagram px. */
const PAN_STEP = 80;
const MOVE_STEP = 20;

/** What a key's command works on: the diagram's state and what the view can do. */
export interface FlowKeyContext {
  flow: Flow;
  /** The selected nodes and connectors. */
  selection: ReadonlySet<string>;
  /** The one node the keys act from: the last selected node. */
  focusNode: string | null;
  /** The node a connector is being drawn from by keyboard, and the one it would go to. */
  connecting: { from: string; to: string | null } | null;
  setConnecting(value: { from: string; to: string | null } | null): void;
  commands: FlowCommands;
  select(ids: readonly string[], announce?: boolean): void;
  editLabel(id: string): void;
  say(text: string): void;
  words: {
    connectFrom(name: string): string;
    connectTo(name: string): string;
    connectCancelled: string;
    nothingThere: string;
  };
  pan(dx: number, dy: number): void;
  zoomBy(factor: number): void;
  fit(): void;
}

export interface FlowKeyBinding extends KeyBinding<string, FlowMode> {
  perform(context: FlowKeyContext): void;
}

const DIRECTIONS: Record<string, Direction> = {
  ArrowRight: 'right',
  ArrowLeft: 'left',
  ArrowDown: 'down',
  ArrowUp: 'up',
};
const ARROWS = Object.keys(DIRECTIONS);

/** Arrows: the nearest node that way; from a connector, Right its target and Left its source. */
const selectToward = (direction: Direction) => (c: FlowKeyContext) => {
  const only = c.selection.size === 1 ? [...c.selection][0]! : null;
  const connector = only ? c.flow.connectors.find((item) => item.id === only) : undefined;
  if (connector && (direction === 'right' || direction === 'left')) {
    c.select([direction === 'right' ? connector.to : connector.from], true);
    return;
  }
  if (c.focusNode === null) {
    const first = c.flow.nodes[0];
    if (first) c.select([first.id], true);
    return;
  }
  const next = nearestInDirection(c.flow.nodes, c.focusNode, direction);
  if (next) c.select([next.id], true);
  else c.say(c.words.nothingThere);
};

/** In connecting mode, arrows pick the node the new connector would go to. */
const aimToward = (direction: Direction) => (c: FlowKeyContext) => {
  if (!c.connecting) return;
  const from = c.connecting.to ?? c.connecting.from;
  const next = nearestInDirection(c.flow.nodes, from, direction);
  if (!next) return c.say(c.words.nothingThere);
  c.setConnecting({ ...c.connecting, to: next.id });
  c.say(c.words.connectTo(c.commands.nameOf(next.id)));
};

const selectedNodes = (c: FlowKeyContext) =>
  new Set(c.flow.nodes.filter((node) => c.selection.has(node.id)).map((node) => node.id));

const perArrow = (
  prefix: string,
  modifier: string,
  modes: readonly FlowMode[] | undefined,
  perform: (direction: Direction) => (c: FlowKeyContext) => void,
): FlowKeyBinding[] =>
  ARROWS.map((arrow) => ({
    command: `${prefix}${DIRECTIONS[arrow]}`,
    keys: [`${modifier}${arrow}`],
    ...(modes ? { modes } : {}),
    perform: perform(DIRECTIONS[arrow]!),
  }));

const panBy: Record<Direction, [number, number]> = {
  up: [0, PAN_STEP],
  down: [0, -PAN_STEP],
  left: [PAN_STEP, 0],
  right: [-PAN_STEP, 0],
};
const moveBy: Record<Direction, [number, number]> = {
  up: [0, -MOVE_STEP],
  down: [0, MOVE_STEP],
  left: [-MOVE_STEP, 0],
  right: [MOVE_STEP, 0],
};

/**
 * The diagram's keys (its help line lists them): arrows select the nearest node that way,
 * Ctrl/⌘+arrows make the next node that way already connected (Excalidraw's flowchart
 * keys), Alt+arrows move the selection, Shift+arrows pan, Enter or F2 edits a label, C
 * connects, E steps through a node's connectors, Delete removes, Ctrl/⌘+A selects all,
 * +/- zoom, 0 fits. Copy, cut and paste are the page's own clipboard events.
 */
export const FLOW_KEYS: readonly FlowKeyBinding[] = [
  ...perArrow('pan', 'Shift+', undefined, (d) => (c) => c.pan(...panBy[d])),
  ...perArrow(
    'move',
    'Alt+',
    ['select'],
    (d) => (c) => c.commands.move(selectedNodes(c), ...moveBy[d]),
  ),
  ...perArrow('next', 'Mod+', ['select'], (d) => (c) => {
    if (c.focusNode) c.commands.createNext(c.focusNode, d);
  }),
  ...perArrow('select', '', ['select'], selectToward),
  ...perArrow('aim', '', ['connecting'], aimToward),
  {
    command: 'editLabel',
    keys: ['Enter', 'F2'],
    modes: ['select'],
    perform: (c) => {
      const only = c.selection.size === 1 ? [...c.selection][0]! : c.focusNode;
      if (only) c.editLabel(only);
    },
  },
  {
    command: 'startConnecting',
    keys: ['C'],
    modes: ['select'],
    perform: (c) => {
      if (!c.focusNode) return;
      c.setConnecting({ from: c.focusNode, to: null });
      c.say(c.words.connectFrom(c.commands.nameOf(c.focusNode)));
    },
  },
  {
    command: 'finishConnecting',
    keys: ['Enter'],
    modes: ['connecting'],
    perform: (c) => {
      if (!c.connecting) return;
      const { from, to } = c.connecting;
      if (to && c.commands.connect(from, to)) c.setConnecting(null);
    },
  },
  {
    command: 'cancelConnecting',
    keys: ['Escape'],
    modes: ['connecting'],
    perform: (c) => {
      c.setConnecting(null);
      c.say(c.words.connectCancelled);
    },
  },
  {
    command: 'nextConnector',
    keys: ['E'],
    modes: ['select'],
    perform: (c) => {
      // The node's connectors, out then in; from a connector, the next of its source's.
      const only = c.selection.size === 1 ? [...c.selection][0]! : null;
      const current = c.flow.connectors.find((item) => item.id === only);
      const node = current ? current.from : c.focusNode;
      if (!node) return;
      const mine = [
        ...c.flow.connectors.filter((item) => item.from === node),
        ...c.flow.connectors.filter((item) => item.to === node),
      ];
      if (mine.length === 0) return c.say(c.words.nothingThere);
      const at = current ? mine.indexOf(current) : -1;
      c.select([mine[(at + 1) % mine.length]!.id], true);
    },
  },
  {
    command: 'remove',
    keys: ['Delete', 'Backspace'],
    modes: ['select'],
    perform: (c) => c.commands.remove(c.selection),
  },
  {
    command: 'selectAll',
    keys: ['Mod+A'],
    modes: ['select'],
    perform: (c) =>
      c.select(
        c.flow.nodes.map((node) => node.id),
        true,
      ),
  },
  {
    command: 'duplicate',
    keys: ['Mod+D'],
    modes: ['select'],
    perform: (c) => {
      const clip = c.commands.copy(selectedNodes(c));
      if (clip) c.commands.paste(clip);
    },
  },
  {
    command: 'clearSelection',
    keys: ['Escape'],
    modes: ['select'],
    perform: (c) => c.select([]),
  },
  { command: 'zoomIn', keys: ['+', '='], perform: (c) => c.zoomBy(ZOOM_STEP) },
  { command: 'zoomOut', keys: ['-'], perform: (c) => c.zoomBy(1 / ZOOM_STEP) },
  { command: 'fit', keys: ['0'], perform: (c) => c.fit() },
];
