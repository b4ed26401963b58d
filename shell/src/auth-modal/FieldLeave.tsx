import type { FocusEvent, ReactNode } from 'react';

/**
 * Reports when focus leaves a field for good: the field's own show/hide toggle counts
 * as part of it, and moving to a button does not count. A problem revealed on leaving
 * grows the form (and a centred dialog shifts by half of that) between the press and
 * the release of a click, so a click on 'Show password', 'Create account', 'Confirm' or
 * a switch link would land on nothing. Those buttons reveal problems themselves when
 * they submit, so nothing goes unreported.
 */
export function FieldLeave({ onLeave, children }: { onLeave(): void; children: ReactNode }) {
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (next instanceof HTMLButtonElement) return;
    onLeave();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens to focus leaving the controls inside; it is not a control itself
    <div onBlur={onBlur}>{children}</div>
  );
}
