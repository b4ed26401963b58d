import type { KeyBinding } from 'diagram-kit';
import type { sitemapText } from '../i18n';
import { type Direction, neighbour, PAN_STEP, ZOOM_STEP } from '../model/diagram-navigation';
import type { TreeLayout } from '../model/tree-layout';
import type { TreeCommands } from './useTreeCommands';

/** Moving a page by keyboard (M, then arrows and Enter) is a mode of its own. */
export type DiagramMode = 'select' | 'moving';
export const DIAGRAM_MODES: readonly DiagramMode[] = ['select', 'moving'];

/** What a key's command works on: the diagram's state and what the view can do. */
interface DiagramKeyContext {
  layout: TreeLayout;
  selectedId: string;
  /** The page being moved by keyboard, or null. */
  moving: string | null;
  setMoving(id: string | null): void;
  commands: TreeCommands;
  onSelect(id: string, announce?: boolean): void;
  onEditTitle(id: string): void;
  say(text: string): void;
  t: ReturnType<typeof sitemapText.useT>;
  /** Pans by screen pixels, the diagram following. */
  pan(dx: number, dy: number): void;
  zoomBy(factor: number): void;
  fit(): void;
}

export interface DiagramKeyBinding extends KeyBinding<string, DiagramMode> {
  perform(context: DiagramKeyContext): void;
}

const select = (direction: Direction) => (c: DiagramKeyContext) => {
  const next = neighbour(c.layout, c.selectedId, direction);
  if (next) c.onSelect(next, true);
  if (next && c.moving) c.say(c.t('say.dropOn', { title: c.commands.titleOf(next) }));
};

/**
 * The diagram's keys (the help line under it lists them): arrows select, Shift+arrows
 * pan, Alt+Left/Right reorder, Enter adds, M moves, +/- zoom, 0 fits. Shift may be held
 * with keys that do not name it (diagram-kit's key-bindings.ts).
 */
export const DIAGRAM_KEYS: readonly DiagramKeyBinding[] = [
  { command: 'panUp', keys: ['Shift+ArrowUp'], perform: (c) => c.pan(0, PAN_STEP) },
  { command: 'panDown', keys: ['Shift+ArrowDown'], perform: (c) => c.pan(0, -PAN_STEP) },
  { command: 'panLeft', keys: ['Shift+ArrowLeft'], perform: (c) => c.pan(PAN_STEP, 0) },
  { command: 'panRight', keys: ['Shift+ArrowRight'], perform: (c) => c.pan(-PAN_STEP, 0) },
  {
    command: 'shiftLeft',
    keys: ['Alt+ArrowLeft'],
    perform: (c) => c.commands.shift(c.selectedId, -1),
  },
  {
    command: 'shiftRight',
    keys: ['Alt+ArrowRight'],
    perform: (c) => c.commands.shift(c.selectedId, 1),
  },
  { command: 'selectUp', keys: ['ArrowUp'], perform: select('up') },
  { command: 'selectDown', keys: ['ArrowDown'], perform: select('down') },
  { command: 'selectLeft', keys: ['ArrowLeft'], perform: select('left') },
  { command: 'selectRight', keys: ['ArrowRight'], perform: select('right') },
  {
    command: 'drop',
    keys: ['Enter', 'Mod+Enter'],
    modes: ['moving'],
    perform: (c) => {
      if (c.moving && c.commands.move(c.moving, c.selectedId)) c.setMoving(null);
    },
  },
  {
    command: 'cancelMove',
    keys: ['Escape'],
    modes: ['moving'],
    perform: (c) => {
      c.setMoving(null);
      c.say(c.t('say.moveCancelled'));
    },
  },
  {
    command: 'addSibling',
    keys: ['Enter'],
    modes: ['select'],
    perform: (c) => c.commands.addSibling(c.selectedId),
  },
  {
    command: 'addChild',
    keys: ['Mod+Enter'],
    modes: ['select'],
    perform: (c) => c.commands.addChild(c.selectedId),
  },
  {
    command: 'remove',
    keys: ['Delete', 'Backspace'],
    perform: (c) => c.commands.remove(c.selectedId),
  },
  {
    command: 'fold',
    keys: ['Space'],
    perform: (c) => {
      const page = c.layout.byId.get(c.selectedId)?.page;
      if (page && page.children.length > 0) c.commands.setFolded(c.selectedId, !page.collapsed);
    },
  },
  { command: 'editTitle', keys: ['F2'], perform: (c) => c.onEditTitle(c.selectedId) },
  {
    command: 'move',
    keys: ['M'],
    perform: (c) => {
      c.setMoving(c.selectedId);
      c.say(c.t('say.moving', { title: c.commands.titleOf(c.selectedId) }));
    },
  },
  { command: 'zoomIn', keys: ['+', '='], perform: (c) => c.zoomBy(ZOOM_STEP) },
  { command: 'zoomOut', keys: ['-'], perform: (c) => c.zoomBy(1 / ZOOM_STEP) },
  { command: 'fit', keys: ['0'], perform: (c) => c.fit() },
];
