import { useEffect, useRef } from 'react';
import { type HistoryCommand, historyCommandOf, isForEditorHistory } from './undo-shortcuts';

/**
 * Listens for the undo and redo shortcuts anywhere on the page while `enabled`. The page's
 * undo replaces the browser's in the editor's fields too: their text lives in the model,
 * so the browser's own undo could only fight it.
 */
export function useUndoShortcuts(enabled: boolean, run: (command: HistoryCommand) => void) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = historyCommandOf(event);
      if (command === null || !isForEditorHistory(event.target)) return;
      event.preventDefault();
      latest.current(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
