import { VisuallyHidden } from 'shared-ui';
import { STRINGS } from '../strings';

/** Spec §2: empty competitor or cell text displays '-' (read out as 'empty'). */
export function EmptyText() {
  return (
    <>
      <span aria-hidden="true">{STRINGS.empty}</span>
      <VisuallyHidden>{STRINGS.emptyForScreenReaders}</VisuallyHidden>
    </>
  );
}

/** The text, or the '-' of an empty one. */
export function TextOrDash({ text }: { text: string }) {
  return text === '' ? <EmptyText /> : text;
}
