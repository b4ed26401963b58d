/**
 * Key bindings as data: each binding names its command, the keys that run it and the
 * modes it applies in, next to the code that performs it (as Excalidraw's actions carry
 * `keyTest` beside `perform`). A view looks a press up with `findBinding` and runs what
 * it finds; a test reads the table and checks with `duplicateKeys` that no two commands
 * share a key in one mode.
 *
 * A key is written as the browser names it (`KeyboardEvent.key`), after the modifiers
 * it needs: 'Enter', 'Mod+Enter', 'Shift+ArrowUp', 'Alt+ArrowLeft', 'Space', 'M'.
 * `Mod` is Ctrl or ⌘. Ctrl, ⌘ and Alt must be held exactly as written; Shift may be held
 * when not written (it types '+' on most layouts, 'M' for 'm'), and a binding that
 * writes it is preferred over one that does not.
 */

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  code?: string;
}

export interface KeyBinding<Command, Mode extends string = string> {
  command: Command;
  /** The keys as written above: what `duplicateKeys` compares and help texts show. */
  keys: readonly string[];
  /** Modes it applies in; none: every mode. */
  modes?: readonly Mode[];
  /**
   * A test of its own in place of the keys' (a shortcut another module reads, such as
   * undo's across layouts); `keys` then only describe it.
   */
  keyTest?(press: KeyPress): boolean;
}

interface ParsedKey {
  key: string;
  mod: boolean;
  ctrl: boolean;
  shift: boolean;
  alt: boolean;
}

const NAMED: Record<string, string> = { Space: ' ', Plus: '+' };

function parseKey(written: string): ParsedKey {
  // 'Mod++' is Mod with the '+' key: a '+' at the end is the key, not a separator.
  const plusKey = written.endsWith('+');
  const parts = (plusKey ? written.slice(0, -1) : written).split('+');
  const last = parts.pop() ?? '';
  const key = plusKey ? '+' : (NAMED[last] ?? last);
  return {
    key: key.length === 1 ? key.toLowerCase() : key,
    mod: parts.includes('Mod'),
    ctrl: parts.includes('Ctrl'),
    shift: parts.includes('Shift'),
    alt: parts.includes('Alt'),
  };
}

/** The key as one canonical string: two bindings with the same one share the key. */
function canonical(written: string): string {
  const { key, mod, ctrl, shift, alt } = parseKey(written);
  return [mod && 'Mod', ctrl && 'Ctrl', alt && 'Alt', shift && 'Shift', key]
    .filter(Boolean)
    .join('+');
}

/** Whether `press` is the written key; the number of modifiers it names, or -1. */
function matchKey(written: ParsedKey, press: KeyPress): number {
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (key !== written.key) return -1;
  const command = press.ctrlKey || press.metaKey;
  if (written.mod ? !command : written.ctrl ? !press.ctrlKey || press.metaKey : command) return -1;
  if (written.alt !== press.altKey) return -1;
  if (written.shift && !press.shiftKey) return -1;
  return Number(written.mod || written.ctrl) + Number(written.alt) + Number(written.shift);
}

const appliesIn = <Mode extends string>(binding: KeyBinding<unknown, Mode>, mode?: Mode) =>
  !binding.modes || mode === undefined || binding.modes.includes(mode);

/**
 * The binding a press runs in `mode`: the one whose key names the most of the held
 * modifiers (Shift+ArrowUp over ArrowUp), the first in the table among equals.
 */
export function findBinding<B extends KeyBinding<unknown, Mode>, Mode extends string>(
  table: readonly B[],
  press: KeyPress,
  mode?: Mode,
): B | undefined {
  let best: B | undefined;
  let bestScore = -1;
  for (const binding of table) {
    if (!appliesIn(binding, mode)) continue;
    const score = binding.keyTest
      ? binding.keyTest(press)
        ? 0
        : -1
      : Math.max(...binding.keys.map((written) => matchKey(parseKey(written), press)));
    if (score > bestScore) {
      best = binding;
      bestScore = score;
    }
  }
  return best;
}

/** A key two commands share in one mode. */
export interface SharedKey {
  key: string;
  mode: string | undefined;
  commands: string[];
}

/**
 * Every key that more than one command of the table takes in one of `modes` (or, with
 * no modes, anywhere): the check a table's test makes.
 */
export function duplicateKeys<Command, Mode extends string>(
  table: readonly KeyBinding<Command, Mode>[],
  modes: readonly (Mode | undefined)[] = [undefined],
  name: (command: Command) => string = (command) => JSON.stringify(command),
): SharedKey[] {
  const shared: SharedKey[] = [];
  for (const mode of modes) {
    const byKey = new Map<string, Set<string>>();
    for (const binding of table) {
      if (!appliesIn(binding, mode)) continue;
      for (const written of binding.keys) {
        const key = canonical(written);
        const commands = byKey.get(key) ?? new Set<string>();
        commands.add(name(binding.command));
        byKey.set(key, commands);
      }
    }
    for (const [key, commands] of byKey) {
      if (commands.size > 1) shared.push({ key, mode, commands: [...commands] });
    }
  }
  return shared;
}
