import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A flag that stays on for `ms` after each start() — the restore step's 'Send' is
 * disabled for 2 seconds after each click (spec §4, §9). A new start() restarts it.
 */
export function useCooldown(ms: number): [coolingDown: boolean, start: () => void] {
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setCoolingDown(true);
    timer.current = setTimeout(() => setCoolingDown(false), ms);
  }, [ms]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [coolingDown, start];
}
