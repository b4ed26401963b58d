import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Guards unsaved edits (no lost work): closing or reloading the tab asks the browser's own
 * question (beforeunload), and moving to another page of the app is held until the user
 * answers ours. Returns the blocker so the page can render that question.
 */
export function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
}
