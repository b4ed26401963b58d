/**
 * The editors' key bindings, as data beside the commands they run: undo and redo (issue
 * G4; the canvas's too) and save (issue H6). Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and
 * Ctrl+Y redo, Ctrl/Cmd+S saves.
 */
export type HistoryCommand = 'undo' | 'redo';
export type EditorCommand = HistoryCommand | 'save';

export interface ShortcutPress {
  key: string;
  /** The physical key ('KeyZ'): where the layout types no Latin letter (Ukrainian). */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
}

export interface KeyBinding {
  command: EditorCommand;
  /** The Latin letter pressed with Ctrl (or Cmd). */
  letter: string;
  shift: boolean;
  /** Ctrl only, not Cmd: Cmd+Y is the history window in some browsers on a Mac. */
  ctrlOnly?: boolean;
}

export const EDITOR_KEY_BINDINGS: readonly KeyBinding[] = [
  { command: 'undo', letter: 'z', shift: false },
  { command: 'redo', letter: 'z', shift: true },
  { command: 'redo', letter: 'y', shift: false, ctrlOnly: true },
  { command: 'save', letter: 's', shift: false },
];

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

/** The editor command a key press is bound to, if any. */
export function editorCommandOf(press: ShortcutPress): EditorCommand | null {
  if (press.altKey || !(press.ctrlKey || press.metaKey)) return null;
  const letter = shortcutLetter(press);
  const binding = EDITOR_KEY_BINDINGS.find(
    (candidate) =>
      candidate.letter === letter &&
      candidate.shift === (press.shiftKey ?? false) &&
      (!candidate.ctrlOnly || press.ctrlKey),
  );
  return binding?.command ?? null;
}

export function historyCommandOf(press: ShortcutPress): HistoryCommand | null {
  const command = editorCommandOf(press);
  return command === 'undo' || command === 'redo' ? command : null;
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

/** Whether Save's shortcut pressed on `target` saves: anywhere on the page but in a dialog. */
export function isForEditorSave(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  return target.closest('[role="dialog"], [role="alertdialog"], dialog') === null;
}
