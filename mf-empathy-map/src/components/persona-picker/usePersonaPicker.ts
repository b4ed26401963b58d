import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { INITIAL_PICKER_STATE, pickerReducer } from '../../model/persona-picker';

/** Spec §9: the picker goes back to its first step this long after it closes. */
const PICKER_RESET_MS = 300;

/**
 * The picker dialog's open state and steps. Spec §2: it resets to its first step 300 ms
 * after closing (the original let a closing animation finish first). Opening it again
 * within those 300 ms resets at once, so it never opens half-way through a step.
 */
export function usePersonaPicker() {
  const [open, setOpen] = useState(false);
  const [state, dispatch] = useReducer(pickerReducer, INITIAL_PICKER_STATE);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelReset = useCallback(() => {
    if (resetTimer.current === null) return false;
    clearTimeout(resetTimer.current);
    resetTimer.current = null;
    return true;
  }, []);

  const show = useCallback(() => {
    if (cancelReset()) dispatch({ type: 'reset' });
    setOpen(true);
  }, [cancelReset]);

  const close = useCallback(() => {
    setOpen(false);
    cancelReset();
    resetTimer.current = setTimeout(() => {
      resetTimer.current = null;
      dispatch({ type: 'reset' });
    }, PICKER_RESET_MS);
  }, [cancelReset]);

  useEffect(
    () => () => {
      cancelReset();
    },
    [cancelReset],
  );

  return { open, state, dispatch, show, close };
}
