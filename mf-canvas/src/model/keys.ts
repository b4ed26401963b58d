/**
 * The canvas keyboard (spec §4): '=' and '-' zoom by 0.2, Backspace deletes, Ctrl/Cmd+A
 * selects every shape, Escape deselects; and undo and redo (history.ts): Ctrl/Cmd+Z,
 * Ctrl/Cmd+Shift+Z and Ctrl+Y, as in text fields and in the other editors. The view
 * calls this only while the canvas has the focus and no shape is being edited (the text
 * box then keeps the browser's own undo), and prevents the browser's default only for
 * the keys it maps.
 */
import { historyCommandOf, type ShortcutPress, shortcutLetter } from 'editor-kit/history';
import type { CanvasAction } from './history';

export type KeyPress = ShortcutPress;

export function keyCommand(press: KeyPress): CanvasAction | null {
  const { key, ctrlKey, metaKey, altKey } = press;
  const command = ctrlKey || metaKey;
  // The same shortcuts as the other editors (editor-kit/history).
  const history = historyCommandOf(press);
  if (history) return { type: history };
  if (command && !altKey && shortcutLetter(press) === 'a') return { type: 'selectAll' };
  // Ctrl/Cmd with '=' or '-' is the browser's page zoom: leave it alone.
  if (command || altKey) return null;
  switch (key) {
    case '=':
    case '+': // the same key with Shift on most layouts
      return { type: 'zoomStep', direction: 1 };
    case '-':
      return { type: 'zoomStep', direction: -1 };
    case 'Backspace':
    case 'Delete': // what a Windows or Linux keyboard user reaches for first
      return { type: 'deleteSelection' };
    case 'Escape':
      return { type: 'escape' };
    default:
      return null;
  }
}
