import type { MouseEvent } from 'react';

/**
 * A left click without modifier keys. Links with an `onSelect` handler navigate in-app
 * on a plain click but keep their href so Ctrl/Cmd/middle-click still open a new tab.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
