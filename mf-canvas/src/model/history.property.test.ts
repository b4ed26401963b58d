import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEditorState, type EditorState } from './editor-state';
import { type CanvasAction, canRedo, canUndo, canvasReducer } from './history';
import { sequentialRandomness } from './ids';
import { prototypeDocument } from './scene';
import { sameDiagram } from './stored-diagram';
import { action, expectSound, type Generated, resolve, session } from './test-sessions';

/*
 * Any editing session, then undo until nothing is left: the diagram the session started
 * from; then redo until nothing is left: exactly the document it ended with. And undo and
 * redo mixed into any session keep every state sound, end every mode and text editor, and
 * keep no step that changes nothing.
 */

const SIZE = { width: 1000, height: 800 };

function start(seed: number) {
  const randomness = sequentialRandomness(seed);
  const state = createEditorState(prototypeDocument(randomness), SIZE);
  const apply = (s: EditorState, a: Generated | CanvasAction) =>
    canvasReducer(s, 'at' in a ? resolve(s, a) : (a as CanvasAction), randomness);
  return { state, apply };
}

/**
 * The steps the history holds, in order (done, then undone), each a change of the
 * diagram, each starting where the one before ended (but for what is selected), and the
 * present between the done and the undone ones.
 */
function expectContinuous(state: EditorState) {
  const { past, future, settled } = state.history;
  const steps = [...past, ...[...future].reverse()];
  for (const step of steps) {
    expect(sameDiagram(step.before, step.after)).toBe(false);
    expectSound({ ...state, doc: step.before, textDraft: null });
    expectSound({ ...state, doc: step.after, textDraft: null });
  }
  for (let i = 1; i < steps.length; i++) {
    expect(sameDiagram(steps[i - 1]!.after, steps[i]!.before)).toBe(true);
  }
  if (past.length > 0) expect(sameDiagram(past.at(-1)!.after, settled)).toBe(true);
  if (future.length > 0) expect(sameDiagram(future.at(-1)!.before, settled)).toBe(true);
}

const undoOrRedo = fc.constantFrom({ type: 'undo' as const }, { type: 'redo' as const });

describe('undo and redo', () => {
  it('undo all goes back to the starting diagram, redo all to the very end', () => {
    fc.assert(
      fc.property(session, fc.integer({ min: 1, max: 1000 }), (actions, seed) => {
        const editor = start(seed);
        let state = editor.state;
        const initial = state.doc;
        for (const a of actions) state = editor.apply(state, a);
        // Release whatever is held and save what is typed: the session's last step.
        state = editor.apply(state, { type: 'cancelPointer' });
        state = editor.apply(state, { type: 'commitText' });
        const end = state.doc;

        let undos = 0;
        while (canUndo(state)) {
          state = editor.apply(state, { type: 'undo' });
          undos += 1;
          expectSound(state);
        }
        // Told by the stored form, not by the history's own comparison.
        expect(sameDiagram(state.doc, initial)).toBe(true);
        if (!sameDiagram(end, initial)) expect(undos).toBeGreaterThan(0);
        expect(canRedo(state)).toBe(undos > 0);

        for (let i = 0; i < undos; i++) state = editor.apply(state, { type: 'redo' });
        // The end, selected as just after its last step.
        expect(sameDiagram(state.doc, end)).toBe(true);
        if (undos > 0) expect(state.doc).toBe(state.history.past.at(-1)!.after);
        expect(canRedo(state)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps every state sound and every step a change, with undo and redo anywhere', () => {
    const anything = fc.array(
      fc.oneof(
        { weight: 5, arbitrary: action.map((a) => [a]) },
        { weight: 3, arbitrary: session },
        { weight: 2, arbitrary: undoOrRedo.map((a) => [a]) },
      ),
      { minLength: 1, maxLength: 20 },
    );
    fc.assert(
      fc.property(anything, fc.integer({ min: 1, max: 1000 }), (parts, seed) => {
        const editor = start(seed);
        let state = editor.state;
        for (const a of parts.flat()) {
          state = editor.apply(state, a);
          expectSound(state);
          if (a.type === 'undo' || a.type === 'redo') {
            expect(state.mode.kind).toBe('idle');
            expect(state.textDraft).toBeNull();
            expect(state.history.settled).toBe(state.doc);
          }
        }
        expectContinuous(state);
      }),
      { numRuns: 100 },
    );
  });
});
