import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorReducer } from './editor';
import { createEditorState } from './editor-state';
import { sequentialRandomness } from './ids';
import { prototypeDocument } from './scene';
import { action, expectSound, resolve, session } from './test-sessions';

/*
 * Any sequence of pointer, wheel and key actions leaves a sound document and camera:
 * ids unique, every attached arrow end on a shape that exists, no shape below 50 × 50,
 * at most one shape in text editing and only while text is being typed, the scale within
 * 0.4..2 and the camera inside the world, and every mode ended by a release. (Undo and
 * redo have their own: history.property.test.ts.)
 */

describe('the canvas editor', () => {
  it('keeps the document and the camera sound through any sequence of actions', () => {
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 60 }),
        fc.integer({ min: 1, max: 1000 }),
        (actions, seed) => {
          const randomness = sequentialRandomness(seed);
          let state = createEditorState(prototypeDocument(randomness), {
            width: 1000,
            height: 800,
          });
          for (const a of actions) {
            state = editorReducer(state, resolve(state, a), randomness);
            expectSound(state);
            if (a.type === 'pointerUp' || a.type === 'cancelPointer') {
              expect(state.mode.kind).toBe('idle');
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers the same state object to an action that changes nothing', () => {
    fc.assert(
      fc.property(session, (actions) => {
        const randomness = sequentialRandomness(1);
        let state = createEditorState(prototypeDocument(randomness), { width: 1000, height: 800 });
        for (const a of actions) state = editorReducer(state, resolve(state, a), randomness);
        const idle = editorReducer(state, { type: 'cancelPointer' }, randomness);
        expect(editorReducer(idle, { type: 'cancelPointer' }, randomness)).toBe(idle);
        const size = {
          type: 'resizeViewport' as const,
          width: idle.viewport.width,
          height: idle.viewport.height,
        };
        expect(editorReducer(idle, size, randomness)).toBe(idle);
      }),
      { numRuns: 50 },
    );
  });
});
