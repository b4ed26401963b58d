import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  type EditHistory,
  type EditOrigin,
  emptyHistory,
  HISTORY_LIMIT,
  mapHistory,
  recordEdit,
  redoEdit,
  TYPING_PAUSE_MS,
  undoEdit,
} from './edit-history';

/** A page's edits: each turns the text into `next`, from `origin`. */
function edit(
  state: { text: string; history: EditHistory<string> },
  next: string,
  origin: EditOrigin,
) {
  return { text: next, history: recordEdit(state.history, state.text, origin) };
}
const start = (text = '') => ({ text, history: emptyHistory<string>() });
const undo = (state: { text: string; history: EditHistory<string> }) => {
  const step = undoEdit(state.history, state.text);
  return step ? { text: step.content, history: step.history } : state;
};
const redo = (state: { text: string; history: EditHistory<string> }) => {
  const step = redoEdit(state.history, state.text);
  return step ? { text: step.content, history: step.history } : state;
};
const structural = (at = 0): EditOrigin => ({ field: null, at });
const typed = (field: string, at: number): EditOrigin => ({ field, at });

describe('edit history', () => {
  it('has nothing to undo or redo at first', () => {
    expect(canUndo(emptyHistory())).toBe(false);
    expect(canRedo(emptyHistory())).toBe(false);
    expect(undoEdit(emptyHistory(), 'x')).toBeNull();
    expect(redoEdit(emptyHistory(), 'x')).toBeNull();
  });

  it('takes back structural edits one at a time and redoes them', () => {
    let state = start('a');
    state = edit(state, 'ab', structural(0));
    state = edit(state, 'abc', structural(1));
    state = undo(state);
    expect(state.text).toBe('ab');
    state = undo(state);
    expect(state.text).toBe('a');
    expect(canUndo(state.history)).toBe(false);
    state = redo(redo(state));
    expect(state.text).toBe('abc');
    expect(canRedo(state.history)).toBe(false);
  });

  it('makes a burst of typing in one field one step', () => {
    let state = start('');
    for (const [i, text] of ['H', 'He', 'Hel', 'Hell', 'Hello'].entries()) {
      state = edit(state, text, typed('name', i * (TYPING_PAUSE_MS - 1)));
    }
    expect(state.history.past).toEqual(['']);
    expect(undo(state).text).toBe('');
  });

  it('starts a new step after a pause, in another field, or after a structural edit', () => {
    let state = start('');
    state = edit(state, 'a', typed('name', 0));
    state = edit(state, 'ab', typed('name', TYPING_PAUSE_MS));
    expect(state.history.past).toEqual(['', 'a']);
    state = edit(state, 'abc', typed('notes', TYPING_PAUSE_MS + 1));
    expect(state.history.past).toEqual(['', 'a', 'ab']);
    state = edit(state, 'abcd', structural(TYPING_PAUSE_MS + 2));
    state = edit(state, 'abcde', typed('notes', TYPING_PAUSE_MS + 3));
    expect(state.history.past).toEqual(['', 'a', 'ab', 'abc', 'abcd']);
  });

  it('does not continue a typing step across an undo', () => {
    let state = start('');
    state = edit(state, 'a', typed('name', 0));
    state = edit(state, 'ab', typed('name', 10));
    state = undo(state);
    state = edit(state, 'x', typed('name', 20));
    expect(state.history.past).toEqual(['']);
    expect(undo(state).text).toBe('');
  });

  it('drops the steps undone when a new edit is made', () => {
    let state = start('a');
    state = edit(state, 'ab', structural());
    state = undo(state);
    state = edit(state, 'ax', structural());
    expect(canRedo(state.history)).toBe(false);
    expect(undo(state).text).toBe('a');
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let state = start('0');
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) state = edit(state, String(i), structural(i));
    expect(state.history.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) state = undo(state);
    expect(state.text).toBe('5');
  });

  it('applies a stored fact to every step', () => {
    let state = start('a');
    state = edit(state, 'b', structural());
    state = undo(state);
    const history = mapHistory(state.history, (text) => `${text}!`);
    expect(history.future).toEqual(['b!']);
    expect(history.past).toEqual([]);
  });

  it('undoes any sequence of edits back to the start and redoes it to the end', () => {
    const anEdit = fc.record({
      text: fc.string({ maxLength: 3 }),
      field: fc.option(fc.constantFrom('a', 'b'), { nil: null }),
      gap: fc.nat({ max: 2 * TYPING_PAUSE_MS }),
    });
    fc.assert(
      fc.property(fc.array(anEdit, { maxLength: 40 }), (edits) => {
        let state = start('start');
        let at = 0;
        for (const { text, field, gap } of edits) {
          at += gap;
          state = edit(state, text, { field, at });
        }
        const end = state.text;
        while (canUndo(state.history)) state = undo(state);
        expect(state.text).toBe('start');
        while (canRedo(state.history)) state = redo(state);
        expect(state.text).toBe(end);
      }),
    );
  });
});
