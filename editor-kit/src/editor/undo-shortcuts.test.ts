// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { historyCommandOf, isForEditorHistory } from './undo-shortcuts';

const press = (key: string, code: string, keys: Partial<Record<string, boolean>> = {}) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...keys,
});

describe('the undo and redo shortcuts', () => {
  it('undoes on Ctrl+Z and Cmd+Z', () => {
    expect(historyCommandOf(press('z', 'KeyZ', { ctrlKey: true }))).toBe('undo');
    expect(historyCommandOf(press('z', 'KeyZ', { metaKey: true }))).toBe('undo');
  });

  it('redoes on Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y', () => {
    expect(historyCommandOf(press('Z', 'KeyZ', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyCommandOf(press('Z', 'KeyZ', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyCommandOf(press('y', 'KeyY', { ctrlKey: true }))).toBe('redo');
  });

  it('reads the key by its place when the layout types another letter there', () => {
    expect(historyCommandOf(press('я', 'KeyZ', { ctrlKey: true }))).toBe('undo');
    expect(historyCommandOf(press('н', 'KeyY', { ctrlKey: true }))).toBe('redo');
    // A Latin layout that puts Z elsewhere (German QWERTZ): the letter typed counts.
    expect(historyCommandOf(press('z', 'KeyY', { ctrlKey: true }))).toBe('undo');
  });

  it('leaves other keys and Alt combinations alone', () => {
    expect(historyCommandOf(press('z', 'KeyZ'))).toBeNull();
    expect(historyCommandOf(press('z', 'KeyZ', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyCommandOf(press('y', 'KeyY', { metaKey: true }))).toBeNull();
    expect(historyCommandOf(press('s', 'KeyS', { ctrlKey: true }))).toBeNull();
  });

  it('is not for fields in dialogs or fields that keep their own text', () => {
    document.body.innerHTML = `
      <input id="name" />
      <div role="dialog"><input id="in-dialog" /></div>
      <textarea id="own" data-own-undo="true"></textarea>`;
    expect(isForEditorHistory(document.getElementById('name'))).toBe(true);
    expect(isForEditorHistory(document.body)).toBe(true);
    expect(isForEditorHistory(document.getElementById('in-dialog'))).toBe(false);
    expect(isForEditorHistory(document.getElementById('own'))).toBe(false);
  });
});
