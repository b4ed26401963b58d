import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface SaveWhenOnline {
  /** A save found no connection: the work waits, on this device, for it to return. */
  waiting: boolean;
  /** The last save failed for want of a connection. */
  lost(): void;
  /** The last save ended otherwise (stored, refused, conflicted): nothing waits. */
  settled(): void;
  /** The save to run again when the connection returns (set by the editor's saving). */
  save: { current: () => Promise<void> };
}

/**
 * Saving without a connection (issue H6): instead of a 3-second error toast the editor
 * says the connection is lost, the draft keeps the work on this device, and the save
 * runs again as soon as the browser is back online ('online'), or at once with 'Try
 * again'.
 */
export function useSaveWhenOnline(): SaveWhenOnline {
  const [waiting, setWaiting] = useState(false);
  const save = useRef<() => Promise<void>>(async () => {});
  useEffect(() => {
    if (!waiting) return;
    const onOnline = () => void save.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [waiting]);
  const lost = useCallback(() => setWaiting(true), []);
  const settled = useCallback(() => setWaiting(false), []);
  return useMemo(() => ({ waiting, lost, settled, save }), [waiting, lost, settled]);
}
