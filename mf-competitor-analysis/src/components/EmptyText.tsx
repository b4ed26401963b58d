import { VisuallyHidden } from 'shared-ui';
import { analysisText } from '../i18n';

/** Spec §2: empty competitor or cell text displays '-' (read out as 'empty'). */
function EmptyText() {
  const t = analysisText.useT();
  return (
    <>
      <span aria-hidden="true">{t('empty')}</span>
      <VisuallyHidden>{t('emptyForScreenReaders')}</VisuallyHidden>
    </>
  );
}

/** The text, or the '-' of an empty one. */
export function TextOrDash({ text }: { text: string }) {
  return text === '' ? <EmptyText /> : text;
}
