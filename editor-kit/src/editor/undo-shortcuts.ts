/**
 * The undo and redo shortcuts of every editor, the canvas's too (issue G4): Ctrl/Cmd+Z
 * undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo.
 */
export type HistoryCommand = 'undo' | 'redo';

export interface ShortcutPress {
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
 * Cyrillic keyboard ('я' is on Z).
 */
export function shortcutLetter({ key, code }: ShortcutPress): string | null {
  if (/^[a-z]$/i.test(key)) return key.toLowerCase();
  const physical = code && /^Key([A-Z])$/.exec(code);
  return physical && key.length === 1 && !/^[\x20-\x7e]$/.test(key)
    ? physical[1]!.toLowerCase()
    : null;
}

export function historyCommandOf(press: ShortcutPress): HistoryCommand | null {
  if (press.altKey || !(press.ctrlKey || press.metaKey)) return null;
  const letter = shortcutLetter(press);
  if (letter === 'z') return press.shiftKey ? 'redo' : 'undo';
  // Cmd+Y is the history window in some browsers on a Mac; Ctrl+Y is redo elsewhere.
  if (letter === 'y' && press.ctrlKey && !press.shiftKey) return 'redo';
  return null;
}

/**
 * Whether the page's undo should take a shortcut pressed on `target`: not inside a
 * dialog (its fields are not the editor's content) nor in a field that keeps its text
 * until committed (`data-own-undo`: the browser's own undo applies to it).
 */
export function isForEditorHistory(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  return target.closest('[role="dialog"], [role="alertdialog"], dialog, [data-own-undo]') === null;
}
