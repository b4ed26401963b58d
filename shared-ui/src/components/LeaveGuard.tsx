import { useEffect, useLayoutEffect, useState } from 'react';
import { useLeaveGuards } from '../navigation/GuardedRouter';
import { ConfirmDialog } from './ConfirmDialog';

export interface LeaveGuardProps {
  /** There is work that would be lost. */
  when: boolean;
  title: string;
  message?: string;
  leaveLabel: string;
  stayLabel: string;
}

/**
 * No lost work: while `when` holds, closing or reloading the tab asks the browser's own
 * question, and leaving for another page of the app (a link, a redirect, Back or Forward)
 * waits for an answer here. The editors keep unsaved work on this device and offer it
 * back, so they set `when` only while that failed; the project page sets it for any
 * unsaved edit. Needs the router that keeps leave guards (GuardedBrowserRouter, the
 * shell's and the standalone harness's; GuardedRouter in tests).
 */
export function LeaveGuard({ when, title, message, leaveLabel, stayLabel }: LeaveGuardProps) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const guards = useLeaveGuards();
  // The navigation waiting for the answer.
  const [leave, setLeave] = useState<(() => void) | null>(null);
  // A layout effect: an editor that sets `when` false (flushSync) and navigates at once
  // must find its guard gone.
  useLayoutEffect(() => {
    if (!when) return;
    return guards.add({
      // A new page, not a new query or fragment of this one.
      holds: (from, to) => from !== to,
      ask: (go) => setLeave(() => go),
    });
  }, [guards, when]);

  return (
    <ConfirmDialog
      open={leave !== null}
      title={title}
      message={message}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      danger
      onConfirm={() => {
        setLeave(null);
        leave?.();
      }}
      onCancel={() => setLeave(null)}
    />
  );
}
