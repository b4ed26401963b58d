import { useRef, useState } from 'react';
import { Banner, Button, Dialog, TextArea } from 'shared-ui';
import { sitemapText } from '../i18n';
import type { ImportTarget } from '../model/outline-import';

interface OutlineTextDialogProps {
  open: boolean;
  onClose(): void;
  /** The sitemap as text when the dialog opens (model/outline-text.ts). */
  outline: string;
  /** Where 'Add under' puts the pages: the selected page. */
  selectedId: string;
  selectedTitle: string;
  /** Applies the text; the problem's words when it is refused, else null. */
  onImport(text: string, target: ImportTarget): string | null;
}

/**
 * The outline as indented text, both ways: the current sitemap to copy out, and a box to
 * paste an outline into, added under the selected page or replacing the sitemap. Refused
 * text stays in the box with the reason, so nothing typed or pasted is lost.
 */
export function OutlineTextDialog(props: OutlineTextDialogProps) {
  // Mounted per opening, so each starts from the sitemap as it is then.
  return props.open ? <OpenOutlineTextDialog {...props} /> : null;
}

function OpenOutlineTextDialog({
  onClose,
  outline,
  selectedId,
  selectedTitle,
  onImport,
}: OutlineTextDialogProps) {
  const t = sitemapText.useT();
  const [text, setText] = useState(outline);
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const apply = (target: ImportTarget) => {
    const refused = onImport(text, target);
    setProblem(refused);
    if (!refused) onClose();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(t('outlineDialog.copied'));
    } catch {
      // Clipboard access can be refused (permissions, an insecure origin): the text is
      // selected instead, for the keyboard's own copy.
      textRef.current?.select();
      setCopied(t('outlineDialog.copyFailed'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('outlineDialog.title')}
      closeLabel={t('outlineDialog.cancel')}
      size="lg"
      initialFocusRef={textRef}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('outlineDialog.copy')}
          </Button>
          <Button variant="secondary" onClick={() => apply('replace')}>
            {t('outlineDialog.replace')}
          </Button>
          <Button onClick={() => apply({ under: selectedId })}>
            {t('outlineDialog.addUnder', { title: selectedTitle })}
          </Button>
        </>
      }
    >
      <p className="sm-help sm-help--shown">{t('outlineDialog.intro')}</p>
      <TextArea
        ref={textRef}
        label={t('outlineDialog.text')}
        className="sm-outline-text"
        value={text}
        rows={14}
        spellCheck={false}
        error={problem ?? undefined}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      {copied && <Banner kind="info">{copied}</Banner>}
    </Dialog>
  );
}
