import { describe, expect, it } from 'vitest';
import {
  type EditorSession,
  type EditorSessionEvent,
  editorSession,
  editorSessionStart,
  historyState,
  isUnsaved,
} from './editor-session';

interface Note {
  text: string;
  photo?: string;
}

const same = (a: Note, b: Note) => JSON.stringify(a) === JSON.stringify(b);
const run = (start: EditorSession<Note>, ...events: EditorSessionEvent<Note>[]) =>
  events.reduce(editorSession<Note>, start);
const loaded = (text = 'stored', version = 3) =>
  run(editorSessionStart<Note>(null), { type: 'loaded', content: { text }, version });

describe('the editor session model', () => {
  it('gives a guest the sample, saved', () => {
    const session = editorSessionStart<Note>({ text: 'sample' });
    expect(session.draft).toEqual({ text: 'sample' });
    expect(isUnsaved(session, same)).toBe(false);
  });

  it('takes the first answer as draft and saved copy, and ignores later ones', () => {
    const session = run(loaded('first', 3), {
      type: 'loaded',
      content: { text: 'refetched' },
      version: 4,
    });
    expect(session.draft).toEqual({ text: 'first' });
    expect(session.saved).toEqual({ text: 'first' });
    expect(session.save.version).toBe(3);
  });

  it("is 'Unsaved*' while the draft differs from the saved copy", () => {
    const edited = run(loaded(), { type: 'edited', change: () => ({ text: 'edited' }) });
    expect(isUnsaved(edited, same)).toBe(true);
    const undone = run(edited, { type: 'edited', change: () => ({ text: 'stored' }) });
    expect(isUnsaved(undone, same)).toBe(false);
  });

  it('does not edit before the item has loaded', () => {
    const session = run(editorSessionStart<Note>(null), {
      type: 'edited',
      change: () => ({ text: 'x' }),
    });
    expect(session.draft).toBeNull();
  });

  it('saves: the submitted copy is saved, the change after the request applies to both', () => {
    const photo = (note: Note) => ({ ...note, photo: '/api/images/1.jpg' });
    const session = run(
      loaded(),
      { type: 'edited', change: () => ({ text: 'submitted' }) },
      { type: 'save-started' },
      // Typed while the save was running: still unsaved afterwards.
      { type: 'edited', change: () => ({ text: 'typed meanwhile' }) },
      { type: 'save-stored', version: 4 },
      { type: 'save-applied', submitted: { text: 'submitted' }, change: photo },
      { type: 'save-ended' },
    );
    expect(session.saved).toEqual({ text: 'submitted', photo: '/api/images/1.jpg' });
    expect(session.draft).toEqual({ text: 'typed meanwhile', photo: '/api/images/1.jpg' });
    expect(session.save).toEqual({ version: 4, saving: false, conflict: false, resolving: null });
    expect(isUnsaved(session, same)).toBe(true);
  });

  it('keeps the draft through a conflict, and drops it for the saved version on reload', () => {
    const asked = run(
      loaded(),
      { type: 'edited', change: () => ({ text: 'mine' }) },
      { type: 'save-started' },
      { type: 'save-conflicted' },
      { type: 'save-ended' },
    );
    expect(asked.save.conflict).toBe(true);
    expect(asked.draft).toEqual({ text: 'mine' });
    const reloaded = run(
      asked,
      { type: 'resolve-started', way: 'reload' },
      { type: 'reloaded', content: { text: 'theirs' }, version: 5 },
      { type: 'resolve-ended' },
    );
    expect(reloaded.draft).toEqual({ text: 'theirs' });
    expect(reloaded.saved).toEqual({ text: 'theirs' });
    expect(reloaded.save).toEqual({ version: 5, saving: false, conflict: false, resolving: null });
  });

  it('restores a kept draft as an edit of the version it was made from', () => {
    const session = run(loaded('stored', 5), {
      type: 'draft-restored',
      content: { text: 'kept' },
      version: 4,
    });
    expect(session.draft).toEqual({ text: 'kept' });
    expect(session.saved).toEqual({ text: 'stored' });
    expect(session.save.version).toBe(4);
  });

  it('tracks exporting and leaving', () => {
    const exporting = run(loaded(), { type: 'export-started' });
    expect(exporting.exporting).toBe(true);
    expect(run(exporting, { type: 'export-ended' }).exporting).toBe(false);
    expect(run(loaded(), { type: 'leaving' }).leaving).toBe(true);
  });

  describe('undo and redo', () => {
    const typedIn = (text: string, at: number): EditorSessionEvent<Note> => ({
      type: 'edited',
      change: (note) => ({ ...note, text }),
      origin: { field: 'text', at },
    });

    it('takes back edits, and saving does not end the history', () => {
      const saved = run(
        loaded('stored'),
        typedIn('s', 0),
        typedIn('st', 100),
        { type: 'edited', change: (note) => ({ ...note, photo: 'a.jpg' }) },
        { type: 'save-started' },
        { type: 'save-applied', submitted: { text: 'st', photo: 'a.jpg' }, change: (n) => n },
        { type: 'save-ended' },
      );
      expect(isUnsaved(saved, same)).toBe(false);
      const once = run(saved, { type: 'undo' });
      expect(once.draft).toEqual({ text: 'st' });
      expect(isUnsaved(once, same)).toBe(true);
      const twice = run(once, { type: 'undo' });
      // The burst of typing was one step.
      expect(twice.draft).toEqual({ text: 'stored' });
      expect(historyState(twice)).toEqual({ canUndo: false, canRedo: true });
      const back = run(twice, { type: 'redo' }, { type: 'redo' });
      expect(back.draft).toEqual({ text: 'st', photo: 'a.jpg' });
      expect(isUnsaved(back, same)).toBe(false);
    });

    it('makes no step of a change that changed nothing', () => {
      const session = run(loaded(), { type: 'edited', change: (note) => note });
      expect(historyState(session)).toEqual({ canUndo: false, canRedo: false });
    });

    it('applies what the save stored to every step', () => {
      const url = (note: Note) => ({ ...note, photo: '/api/images/2.jpg' });
      const session = run(
        loaded(),
        { type: 'edited', change: () => ({ text: 'new', photo: 'pending' }) },
        { type: 'save-applied', submitted: { text: 'new', photo: 'pending' }, change: url },
        { type: 'undo' },
      );
      expect(session.draft).toEqual({ text: 'stored', photo: '/api/images/2.jpg' });
    });

    it("never takes the page back past another tab's saved work or a restored draft", () => {
      const edited = run(loaded(), typedIn('mine', 0));
      const reloaded = run(edited, { type: 'reloaded', content: { text: 'theirs' }, version: 5 });
      expect(historyState(reloaded)).toEqual({ canUndo: false, canRedo: false });
      expect(run(reloaded, { type: 'undo' }).draft).toEqual({ text: 'theirs' });
      const restored = run(edited, {
        type: 'draft-restored',
        content: { text: 'kept' },
        version: 3,
      });
      expect(historyState(restored).canUndo).toBe(false);
    });

    it('has nothing to undo before the item has loaded', () => {
      const session = run(editorSessionStart<Note>(null), { type: 'undo' }, { type: 'redo' });
      expect(session.draft).toBeNull();
      expect(historyState(session)).toEqual({ canUndo: false, canRedo: false });
    });
  });
});
