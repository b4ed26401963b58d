import { useSyncExternalStore } from 'react';
import type { EditorState } from '../model/editor-state';
import type { EditorStore } from '../model/store';

/**
 * A slice of the editor state. `select` must return something that stays the same
 * (`===`) while the slice does not change: a field, or a primitive.
 */
export function useEditorState<T>(store: EditorStore, select: (state: EditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
