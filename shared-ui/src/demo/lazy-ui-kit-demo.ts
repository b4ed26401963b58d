import { lazy } from 'react';

/**
 * The design-system demo as the package's main entry has always exported it, loaded when
 * first shown (under a Suspense boundary): the entry is the shared singleton the landing
 * page ships, and the demo is 3.5 KB gzip nobody there sees. The shell's own page imports
 * `shared-ui/demo` directly, inside its lazily loaded route.
 */
export const UiKitDemo = lazy(() =>
  import('./UiKitDemo').then(({ UiKitDemo }) => ({ default: UiKitDemo })),
);
