/**
 * A minimal external store around the pure reducer: React components read slices with
 * useSyncExternalStore and the canvas renderer subscribes to redraw, so nothing renders
 * the whole tree on every pointer move.
 */
import type { EditorState } from './editor-state';
import { type CanvasAction, canvasReducer } from './history';
import type { Randomness } from './ids';

export interface EditorStore {
  getState(): EditorState;
  dispatch(action: CanvasAction): void;
  subscribe(listener: () => void): () => void;
}

export function createEditorStore(initial: EditorState, randomness: Randomness): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = canvasReducer(state, action, randomness);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
