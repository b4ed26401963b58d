// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  EDITOR_KEY_BINDINGS,
  editorCommandOf,
  historyCommandOf,
  isForEditorHistory,
  isForEditorSave,
} from './undo-shortcuts';

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

describe('the save shortcut', () => {
  it('saves on Ctrl+S and Cmd+S, by the letter or by the key on a Cyrillic layout', () => {
    expect(editorCommandOf(press('s', 'KeyS', { ctrlKey: true }))).toBe('save');
    expect(editorCommandOf(press('s', 'KeyS', { metaKey: true }))).toBe('save');
    expect(editorCommandOf(press('і', 'KeyS', { ctrlKey: true }))).toBe('save');
  });

  it('leaves S alone, with Shift (Save as) or Alt, and without Ctrl or Cmd', () => {
    expect(editorCommandOf(press('s', 'KeyS'))).toBeNull();
    expect(editorCommandOf(press('S', 'KeyS', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(editorCommandOf(press('s', 'KeyS', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('gives the same commands as the history for undo and redo', () => {
    expect(editorCommandOf(press('z', 'KeyZ', { ctrlKey: true }))).toBe('undo');
    expect(editorCommandOf(press('y', 'KeyY', { ctrlKey: true }))).toBe('redo');
  });

  it('binds each press to at most one command', () => {
    const seen = new Set<string>();
    for (const { letter, shift, ctrlOnly } of EDITOR_KEY_BINDINGS) {
      const id = `${letter}|${shift}|${ctrlOnly ?? false}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
  });

  it('saves from fields that keep their own text, but not from dialogs', () => {
    document.body.innerHTML = `
      <input id="name" />
      <div role="alertdialog"><button id="in-dialog"></button></div>
      <textarea id="own" data-own-undo="true"></textarea>`;
    expect(isForEditorSave(document.getElementById('name'))).toBe(true);
    expect(isForEditorSave(document.getElementById('own'))).toBe(true);
    expect(isForEditorSave(document.getElementById('in-dialog'))).toBe(false);
    expect(isForEditorSave(null)).toBe(true);
  });
});
