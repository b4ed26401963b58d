import { duplicateKeys } from 'diagram-kit';
import { describe, expect, it } from 'vitest';
import { CANVAS_KEYS, keyCommand } from './keys';

const press = (
  key: string,
  mods: Partial<{
    ctrlKey: boolean;
    metaKey: boolean;
    altKey: boolean;
    shiftKey: boolean;
    code: string;
  }> = {},
) => keyCommand({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('canvas keys', () => {
  it('map the keys of the spec', () => {
    expect(press('=')).toEqual({ type: 'zoomStep', direction: 1 });
    expect(press('-')).toEqual({ type: 'zoomStep', direction: -1 });
    expect(press('Backspace')).toEqual({ type: 'deleteSelection' });
    expect(press('a', { ctrlKey: true })).toEqual({ type: 'selectAll' });
    expect(press('A', { metaKey: true })).toEqual({ type: 'selectAll' });
    expect(press('Escape')).toEqual({ type: 'escape' });
  });

  it('undo with Ctrl/Cmd+Z and redo with Ctrl/Cmd+Shift+Z or Ctrl+Y', () => {
    expect(press('z', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(press('z', { metaKey: true })).toEqual({ type: 'undo' });
    // Shift makes the letter a capital.
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(press('Z', { metaKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(press('y', { ctrlKey: true })).toEqual({ type: 'redo' });
    // Without Ctrl or Cmd, or with Alt (AltGr is Ctrl+Alt on Windows), a Z is no command.
    expect(press('z')).toBeNull();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('Y', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(press('y', { metaKey: true })).toBeNull();
  });

  it('read the shortcuts by their key on a layout without Latin letters', () => {
    // Ctrl+Z and Ctrl+A on a Ukrainian layout type я and ф.
    expect(press('я', { ctrlKey: true, code: 'KeyZ' })).toEqual({ type: 'undo' });
    expect(press('Я', { ctrlKey: true, shiftKey: true, code: 'KeyZ' })).toEqual({
      type: 'redo',
    });
    expect(press('ф', { ctrlKey: true, code: 'KeyA' })).toEqual({ type: 'selectAll' });
    // A Latin layout's own letter wins: on AZERTY the key of a US Z types w.
    expect(press('w', { ctrlKey: true, code: 'KeyZ' })).toBeNull();
    expect(press('z', { ctrlKey: true, code: 'KeyW' })).toEqual({ type: 'undo' });
  });

  it('leave the browser its own shortcuts and every other key', () => {
    expect(press('=', { ctrlKey: true })).toBeNull();
    expect(press('-', { metaKey: true })).toBeNull();
    expect(press('a')).toBeNull();
    expect(press('Tab')).toBeNull();
    expect(press('ArrowLeft')).toBeNull();
  });
});

describe('the table of canvas keys', () => {
  it('gives every key one command', () => {
    expect(duplicateKeys(CANVAS_KEYS)).toEqual([]);
  });

  it('runs each command by each of the keys it lists', () => {
    for (const binding of CANVAS_KEYS) {
      for (const written of binding.keys) {
        // 'Mod+Shift+Z': the modifiers, then the key ('+' itself when written last).
        const key = written.endsWith('+') ? '+' : written.split('+').at(-1)!;
        const held = written.slice(0, written.length - key.length).split('+');
        const action = keyCommand({
          key:
            key.length > 1 ? key : held.includes('Shift') ? key.toUpperCase() : key.toLowerCase(),
          ctrlKey: held.includes('Mod') || held.includes('Ctrl'),
          metaKey: false,
          altKey: held.includes('Alt'),
          shiftKey: held.includes('Shift'),
        });
        expect(action, written).toEqual(binding.command);
      }
    }
  });
});
