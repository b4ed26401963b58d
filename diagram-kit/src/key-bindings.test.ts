import { describe, expect, it } from 'vitest';
import { duplicateKeys, findBinding, type KeyBinding, type KeyPress } from './key-bindings';

const press = (key: string, held: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...held,
});

type Mode = 'select' | 'moving';
const TABLE: KeyBinding<string, Mode>[] = [
  { command: 'pan', keys: ['Shift+ArrowUp'] },
  { command: 'next', keys: ['ArrowUp'] },
  { command: 'shift', keys: ['Alt+ArrowLeft'] },
  { command: 'addSibling', keys: ['Enter'], modes: ['select'] },
  { command: 'addChild', keys: ['Mod+Enter'], modes: ['select'] },
  { command: 'drop', keys: ['Enter', 'Mod+Enter'], modes: ['moving'] },
  { command: 'zoomIn', keys: ['+', '='] },
  { command: 'fold', keys: ['Space'] },
  { command: 'move', keys: ['M'] },
  { command: 'undo', keys: ['Mod+Z'], keyTest: (p) => p.key === 'z' && p.ctrlKey },
];
const run = (p: KeyPress, mode: Mode = 'select') => findBinding(TABLE, p, mode)?.command;

describe('finding a binding', () => {
  it('takes modifiers as written, Ctrl or ⌘ for Mod', () => {
    expect(run(press('Enter'))).toBe('addSibling');
    expect(run(press('Enter', { ctrlKey: true }))).toBe('addChild');
    expect(run(press('Enter', { metaKey: true }))).toBe('addChild');
    expect(run(press('Enter', { altKey: true }))).toBeUndefined();
    expect(run(press('ArrowLeft', { altKey: true }))).toBe('shift');
    expect(run(press('ArrowLeft'))).toBeUndefined();
  });

  it('lets Shift be held unless written, preferring the binding that writes it', () => {
    expect(run(press('ArrowUp'))).toBe('next');
    expect(run(press('ArrowUp', { shiftKey: true }))).toBe('pan');
    expect(run(press('+', { shiftKey: true }))).toBe('zoomIn');
    expect(run(press('M', { shiftKey: true }))).toBe('move');
    expect(run(press('m'))).toBe('move');
    expect(run(press(' '))).toBe('fold');
    expect(run(press('Enter', { shiftKey: true }))).toBe('addSibling');
  });

  it('looks only at the bindings of the mode', () => {
    expect(run(press('Enter'), 'moving')).toBe('drop');
    expect(run(press('Enter', { ctrlKey: true }), 'moving')).toBe('drop');
    expect(run(press('ArrowUp'), 'moving')).toBe('next');
  });

  it('asks a binding with a test of its own', () => {
    expect(run(press('z', { ctrlKey: true }))).toBe('undo');
    expect(run(press('z', { metaKey: true }))).toBeUndefined();
  });
});

describe('keys two commands share', () => {
  it('are none in a table that gives each key one command per mode', () => {
    expect(duplicateKeys(TABLE, ['select', 'moving'])).toEqual([]);
  });

  it('are found per mode, however the key is written', () => {
    const clash: KeyBinding<string, Mode>[] = [
      ...TABLE,
      { command: 'remove', keys: ['Ctrl+Enter', 'Mod+Enter'], modes: ['select'] },
      { command: 'zoomOut', keys: ['Plus'] },
    ];
    expect(duplicateKeys(clash, ['select', 'moving'])).toEqual([
      { key: 'Mod+Enter', mode: 'select', commands: ['"addChild"', '"remove"'] },
      { key: '+', mode: 'select', commands: ['"zoomIn"', '"zoomOut"'] },
      { key: '+', mode: 'moving', commands: ['"zoomIn"', '"zoomOut"'] },
    ]);
  });
});
