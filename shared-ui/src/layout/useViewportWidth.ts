import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const widthNow = () => window.innerWidth;
/** Without a window (tests without layout, server rendering) assume a desktop. */
const serverWidth = () => 1280;

/** The window's width in px; re-renders on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, widthNow, serverWidth);
}
