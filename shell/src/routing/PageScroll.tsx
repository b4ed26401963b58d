import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { keepPositions, keptPositions, scrollStart } from './scroll-positions';

/** The tab's session storage, or none where the browser forbids it. */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Scrolls as the data router's ScrollRestoration did: a new page starts at the top (or
 * at its fragment's element), Back and Forward return to where the entry was left, and so
 * does a reload of the tab.
 */
export function PageScroll() {
  const location = useLocation();
  const [positions] = useState(() => keptPositions(tabStorage()));
  // The entry a scroll belongs to: set as a page commits, before any scroll event (the
  // browser's clamping to a shorter page, our own scrolling) is dispatched for it.
  const shown = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions[shown.current] = window.scrollY;
    };
    const keep = () => {
      record();
      keepPositions(tabStorage(), positions);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, [positions]);

  useLayoutEffect(() => {
    shown.current = location.key;
    const start = scrollStart(location, positions);
    const element = 'elementId' in start ? document.getElementById(start.elementId) : null;
    if (element) element.scrollIntoView();
    else window.scrollTo(0, 'y' in start ? start.y : 0);
  }, [location, positions]);

  return null;
}
