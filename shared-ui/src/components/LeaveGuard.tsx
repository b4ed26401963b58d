import { useEffect } from 'react';
import { useBlocker } from 'react-router';
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
 * question, and leaving for another page of the app waits for an answer here. The editors
 * keep unsaved work on this device and offer it back, so they set `when` only while that
 * failed; the project page sets it for any unsaved edit. Needs a data router (the shell's,
 * or the standalone harness's).
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

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      message={message}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
