import { useEffect } from 'react';

/**
 * The browser's own 'Leave site?' question before a tab with unsaved work is closed,
 * reloaded or left for another site (issue H6): asked whenever 'Unsaved*' shows, although
 * the draft keeps the work on this device, because a person closing a tab expects to be
 * asked and may never come back to this device. Leaving inside the app does not ask: the
 * work comes back with the draft offer (the frame's LeaveGuard asks only when it could
 * not be kept).
 */
export function useUnloadQuestion(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
}
