/**
 * The canvas keyboard (spec §4): '=' and '-' zoom by 0.2, Backspace deletes, Ctrl/Cmd+A
 * selects every shape, Escape deselects; and undo and redo (history.ts): Ctrl/Cmd+Z,
 * Ctrl/Cmd+Shift+Z and Ctrl+Y, as in text fields and in the other editors. The view
 * calls this only while the canvas has the focus and no shape is being edited (the text
 * box then keeps the browser's own undo), and prevents the browser's default only for
 * the keys it maps.
 */
import type { CanvasAction } from './history';

export interface KeyPress {
  key: string;
  /** The physical key ('KeyZ'): where the layout types no Latin letter (Ukrainian). */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
}

/**
 * The Latin letter of a shortcut: the typed one, or on a layout that types another
 * script, the one on the same key of a US layout, as desktop apps read Ctrl+Z on a
 * Cyrillic keyboard.
 */
function shortcutLetter({ key, code }: KeyPress): string | null {
  if (/^[a-z]$/i.test(key)) return key.toLowerCase();
  const physical = code && /^Key([A-Z])$/.exec(code);
  return physical && key.length === 1 && !/^[\x20-\x7e]$/.test(key)
    ? physical[1]!.toLowerCase()
    : null;
}

export function keyCommand(press: KeyPress): CanvasAction | null {
  const { key, ctrlKey, metaKey, altKey, shiftKey = false } = press;
  const command = ctrlKey || metaKey;
  if (command && !altKey) {
    switch (shortcutLetter(press)) {
      case 'a':
        return { type: 'selectAll' };
      case 'z':
        return { type: shiftKey ? 'redo' : 'undo' };
      case 'y':
        // Cmd+Y is the history window in some Mac browsers; Ctrl+Y is redo elsewhere.
        return ctrlKey && !shiftKey ? { type: 'redo' } : null;
    }
  }
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
