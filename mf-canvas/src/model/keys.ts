/**
 * The canvas keyboard (spec §4): '=' and '-' zoom by 0.2, Backspace deletes, Ctrl/Cmd+A
 * selects every shape, Escape deselects. The view calls this only while the canvas has
 * the focus and no shape is being edited, and prevents the browser's default only for
 * the keys it maps.
 */
import type { EditorAction } from './editor-state';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export function keyCommand({ key, ctrlKey, metaKey, altKey }: KeyPress): EditorAction | null {
  const command = ctrlKey || metaKey;
  if (command && !altKey && key.toLowerCase() === 'a') return { type: 'selectAll' };
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
