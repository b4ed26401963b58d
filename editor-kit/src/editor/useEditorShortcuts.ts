import { useEffect, useRef } from 'react';
import {
  type EditorCommand,
  editorCommandOf,
  isForEditorHistory,
  isForEditorSave,
} from './undo-shortcuts';

/**
 * Listens for the editor's shortcuts (undo-shortcuts.ts) anywhere on the page while
 * `enabled`. The page's undo replaces the browser's in the editor's fields too: their
 * text lives in the model, so the browser's own undo could only fight it. Ctrl/Cmd+S is
 * the page's everywhere, so the browser never offers to save the page as a file (issue
 * H6); inside a dialog it does nothing, as the dialog's question comes first.
 */
export function useEditorShortcuts(enabled: boolean, run: (command: EditorCommand) => void) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = editorCommandOf(event);
      if (command === null || command === 'save' || !isForEditorHistory(event.target)) return;
      event.preventDefault();
      latest.current(command);
    };
    // Save is heard on the way down (capture): a field that handles its own keys (a table
    // cell being edited stops them from reaching the page) must not keep Ctrl+S from
    // saving, nor let the browser's 'Save page as' through.
    const onSaveKey = (event: KeyboardEvent) => {
      if (event.isComposing || editorCommandOf(event) !== 'save') return;
      event.preventDefault();
      if (!isForEditorSave(event.target)) return;
      // A field that keeps its text until committed commits when left: leave it first, so
      // what it holds is saved too.
      const ownText =
        event.target instanceof HTMLElement && event.target.closest('[data-own-undo]');
      if (ownText && document.activeElement instanceof HTMLElement) {
        document.activeElement.blur();
        setTimeout(() => latest.current('save'), 0);
        return;
      }
      latest.current('save');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onSaveKey, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onSaveKey, true);
    };
  }, [enabled]);
}
