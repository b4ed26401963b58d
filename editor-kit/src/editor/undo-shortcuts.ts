/**
 * The undo and redo shortcuts (issue G4): Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y
 * redo. Read by the key's physical place when the layout types another letter there
 * (Ukrainian 'я' is on Z), as other editors do.
 */
export type HistoryCommand = 'undo' | 'redo';

interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

function letterOf({ key, code }: KeyPress): string {
  if (/^[a-z]$/i.test(key)) return key.toLowerCase();
  return /^Key[A-Z]$/.test(code) ? code.slice(3).toLowerCase() : '';
}

export function historyCommandOf(press: KeyPress): HistoryCommand | null {
  if (press.altKey || !(press.ctrlKey || press.metaKey)) return null;
  const letter = letterOf(press);
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
