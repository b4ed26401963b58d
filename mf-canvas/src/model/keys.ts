/**
 * The canvas keyboard (spec §4): '=' and '-' zoom by 0.2, Backspace deletes, Ctrl/Cmd+A
 * selects every shape, Escape deselects; and undo and redo (history.ts): Ctrl/Cmd+Z,
 * Ctrl/Cmd+Shift+Z and Ctrl+Y, as in text fields and in the other editors. The view
 * calls this only while the canvas has the focus and no shape is being edited (the text
 * box then keeps the browser's own undo), and prevents the browser's default only for
 * the keys it maps.
 */
import { findBinding, type KeyBinding } from 'diagram-kit';
import { historyCommandOf, type ShortcutPress, shortcutLetter } from 'editor-kit/history';
import type { CanvasAction } from './history';

export type KeyPress = ShortcutPress;

/**
 * The canvas's keys as data (diagram-kit's key-bindings.ts). Undo, redo and select-all
 * read their letter as the other editors do (editor-kit/history: the key of a US layout
 * on a layout without Latin letters), so they test the press themselves; their `keys`
 * say which they are. Ctrl/Cmd with '=' or '-' is the browser's page zoom: not bound.
 */
export const CANVAS_KEYS: readonly KeyBinding<CanvasAction>[] = [
  {
    command: { type: 'undo' },
    keys: ['Mod+Z'],
    keyTest: (press) => historyCommandOf(press) === 'undo',
  },
  {
    command: { type: 'redo' },
    keys: ['Mod+Shift+Z', 'Ctrl+Y'],
    keyTest: (press) => historyCommandOf(press) === 'redo',
  },
  {
    command: { type: 'selectAll' },
    keys: ['Mod+A'],
    keyTest: (press) =>
      (press.ctrlKey || press.metaKey) && !press.altKey && shortcutLetter(press) === 'a',
  },
  // '+' is '=' with Shift on most layouts.
  { command: { type: 'zoomStep', direction: 1 }, keys: ['=', '+'] },
  { command: { type: 'zoomStep', direction: -1 }, keys: ['-'] },
  // Delete is what a Windows or Linux keyboard user reaches for first.
  { command: { type: 'deleteSelection' }, keys: ['Backspace', 'Delete'] },
  { command: { type: 'escape' }, keys: ['Escape'] },
];

export const keyCommand = (press: KeyPress): CanvasAction | null =>
  findBinding(CANVAS_KEYS, press)?.command ?? null;
