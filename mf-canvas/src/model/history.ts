/**
 * Undo and redo: a past and a future of steps, each the whole document before and after
 * it, around the editor's reducer.
 *
 * A step is whatever changed the diagram (not only what is selected) between two moments
 * when the editor was settled: no button held, no text being typed. So a whole drag (press
 * to release) is one step however many moves it took, a committed text edit is one step,
 * and a click that only selects, a pan or a zoom is none. Nothing is recorded while a
 * gesture runs: a pointer move costs one check of the mode, and a step costs one entry
 * in `past`. Snapshots are the documents themselves: the document's commands keep every
 * shape and arrow they did not change as the same object (document.ts), so a step over a
 * 5,000-shape diagram holds one new array of pointers and the few shapes it changed.
 *
 * A snapshot keeps the selection of its moment (it lives on the shapes and arrows): an
 * undo selects what was selected just before the step, a redo what was selected just
 * after it, and the selection can never name a shape that the restored
 * document lacks. Snapshots are taken only while settled, when no shape is in text
 * editing, so a restored document has none either.
 *
 * The history lives only in the page: a reload keeps the last document (the kept draft,
 * KeptDiagram.tsx) but starts a new history. Storing it would multiply what the draft
 * writes on every edit by up to the step limit, for something no other editor of the
 * site offers after a reload.
 */

import { HISTORY_LIMIT } from 'editor-kit/history';
import type { CanvasDocument } from './document';
import { editorReducer } from './editor';
import type { EditorAction, EditorState } from './editor-state';
import type { Randomness } from './ids';

/**
 * The most steps kept, as in the other editors. Each holds an array of pointers over its
 * shapes (40 kB for a 5,000-shape diagram; two when the selection changed before the next
 * step) and keeps deleted or changed shapes alive, so an unbounded history of a long
 * session over a large diagram would only grow.
 */
export { HISTORY_LIMIT };

/**
 * One step: the document just before it and just after it. Both, rather than only where
 * each step starts (the end of one being the start of the next), since a selection made
 * between two steps belongs to neither: an undo shows the selection just before the
 * step, a redo the one just after it.
 */
interface Step {
  readonly before: CanvasDocument;
  readonly after: CanvasDocument;
}

export interface History {
  /** The steps done, oldest first: undo takes back the last. */
  readonly past: readonly Step[];
  /** The steps undone, the next one to redo last. A new step clears them. */
  readonly future: readonly Step[];
  /**
   * The document when the editor last settled: the next step starts from it. While
   * settled it is the document itself.
   */
  readonly settled: CanvasDocument;
}

type HistoryAction = { type: 'undo' } | { type: 'redo' };

/** Everything the canvas's store takes: the editor's actions, undo and redo. */
export type CanvasAction = EditorAction | HistoryAction;

const emptyHistory = (doc: CanvasDocument): History => ({
  past: [],
  future: [],
  settled: doc,
});

export const canUndo = (state: EditorState) => state.history.past.length > 0;
export const canRedo = (state: EditorState) => state.history.future.length > 0;

const isSettled = (state: EditorState) => state.mode.kind === 'idle' && state.textDraft === null;

/** Fields that say what is selected or edited, not what the diagram is. */
const VIEW_FIELDS = new Set(['isSelected', 'isEditing']);

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // The only nested values are points (an arrow's free ends).
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const p = a as Record<string, unknown>;
  const q = b as Record<string, unknown>;
  return p.x === q.x && p.y === q.y;
}

/** The same item but for its selection and editing flags. */
function sameItem<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const p = a as Record<string, unknown>;
  const q = b as Record<string, unknown>;
  const keys = Object.keys(p);
  if (keys.length !== Object.keys(q).length) return false;
  return keys.every((key) => VIEW_FIELDS.has(key) || sameValue(p[key], q[key]));
}

function sameItems<T extends object>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameItem(a[i]!, b[i]!)) return false;
  return true;
}

/**
 * Whether two documents are the same diagram, whatever is selected: what decides that a
 * change is a step. In order, since the order of shapes is their drawing order.
 */
function sameContent(a: CanvasDocument, b: CanvasDocument): boolean {
  return a === b || (sameItems(a.shapes, b.shapes) && sameItems(a.arrows, b.arrows));
}

/** Notes a step when `next` has just settled with a diagram that differs from the last. */
function record(next: EditorState): EditorState {
  const { history } = next;
  if (!isSettled(next) || next.doc === history.settled) return next;
  if (sameContent(next.doc, history.settled)) {
    return { ...next, history: { ...history, settled: next.doc } };
  }
  const past = [...history.past, { before: history.settled, after: next.doc }];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { ...next, history: { past, future: [], settled: next.doc } };
}

function step(state: EditorState, action: EditorAction, randomness: Randomness): EditorState {
  const next = editorReducer(state, action, randomness);
  return next === state ? state : record(next);
}

/**
 * Actions that save the text being typed before doing their own work (editor.ts): saving
 * it first, as a step of its own, keeps a text edit and the press or new shape that ended
 * it two steps.
 */
const SAVES_TEXT_FIRST: ReadonlySet<CanvasAction['type']> = new Set([
  'pointerDown',
  'doubleClick',
  'escape',
  'addShape',
]);

/**
 * Ends the gesture under way (as a lost pointer does: what it did so far stays) and saves
 * the text being typed, each as the step it is: undo then takes back the whole of it,
 * never half of a drag, and never leaves a mode or a text editor over a shape that the
 * older document may not have.
 */
function settle(state: EditorState, randomness: Randomness): EditorState {
  const ended = step(state, { type: 'cancelPointer' }, randomness);
  return step(ended, { type: 'commitText' }, randomness);
}

function travel(state: EditorState, direction: 'undo' | 'redo', randomness: Randomness) {
  const s = settle(state, randomness);
  const { past, future } = s.history;
  if (direction === 'undo') {
    const undone = past.at(-1);
    if (!undone) return s;
    const history = {
      past: past.slice(0, -1),
      future: [...future, undone],
      settled: undone.before,
    };
    return { ...s, doc: undone.before, history };
  }
  const redone = future.at(-1);
  if (!redone) return s;
  const history = { past: [...past, redone], future: future.slice(0, -1), settled: redone.after };
  return { ...s, doc: redone.after, history };
}

/**
 * The canvas's reducer: the editor's (editor.ts) with the history around it. The same
 * state object comes back when nothing changed.
 */
export function canvasReducer(
  state: EditorState,
  action: CanvasAction,
  randomness: Randomness,
): EditorState {
  switch (action.type) {
    case 'undo':
    case 'redo':
      return travel(state, action.type, randomness);
    case 'load': {
      // Another document (a restored draft) starts a history of its own, as opening a
      // file does: its steps were made in an earlier page, whose history is gone.
      const loaded = editorReducer(state, action, randomness);
      return { ...loaded, history: emptyHistory(loaded.doc) };
    }
    default: {
      const saved =
        state.textDraft !== null && SAVES_TEXT_FIRST.has(action.type)
          ? step(state, { type: 'commitText' }, randomness)
          : state;
      return step(saved, action, randomness);
    }
  }
}
