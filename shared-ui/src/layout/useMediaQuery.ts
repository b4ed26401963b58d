import { useCallback, useSyncExternalStore } from 'react';

function getMediaQueryList(query: string): MediaQueryList | null {
  // jsdom and server rendering have no matchMedia: report "no match", i.e. the wide layout.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query);
}

const serverSnapshot = () => false;

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = getMediaQueryList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = useCallback(() => getMediaQueryList(query)?.matches ?? false, [query]);
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}

/**
 * True while the window is narrower than `breakpoint` px. `max-width` is inclusive, so
 * the query stops a hair below the breakpoint (fractional widths happen when zoomed).
 */
export function useIsNarrow(breakpoint: number): boolean {
  return useMediaQuery(`(max-width: ${breakpoint - 0.02}px)`);
}
