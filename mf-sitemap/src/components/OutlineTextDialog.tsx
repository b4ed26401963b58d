import { useRef, useState } from 'react';
import { Banner, Button, ConfirmDialog, Dialog, TextArea } from 'shared-ui';
import { sitemapText } from '../i18n';
import type { ImportTarget } from '../model/outline-import';

interface OutlineTextDialogProps {
  open: boolean;
  onClose(): void;
  /** The sitemap as text when the dialog opens (model/outline-text.ts), to copy. */
  outline: string;
  /** The sitemap's pages, which 'Replace the sitemap' would drop (the question says so). */
  pageCount: number;
  /** Where 'Add under' puts the pages: the selected page. */
  selectedId: string;
  selectedTitle: string;
  /** Whether the text would be taken there: the problem's words, else null. Changes nothing. */
  onCheck(text: string, target: ImportTarget): string | null;
  /** Applies the text; the problem's words when it is refused, else null. */
  onImport(text: string, target: ImportTarget): string | null;
}

/**
 * The outline as indented text, both ways. The box opens empty, for pages to add under
 * the selected page or to replace the sitemap with; the sitemap as text is apart, to
 * copy. (The box used to open holding the whole sitemap, so its primary action, 'Add
 * under …', copied the entire tree under the selected page: issue H6.) Replacing asks
 * first. Refused text stays in the box with the reason, so nothing typed is lost.
 */
export function OutlineTextDialog(props: OutlineTextDialogProps) {
  // Mounted per opening, so each starts empty, with the sitemap as it is then.
  return props.open ? <OpenOutlineTextDialog {...props} /> : null;
}

function OpenOutlineTextDialog({
  onClose,
  outline,
  pageCount,
  selectedId,
  selectedTitle,
  onCheck,
  onImport,
}: OutlineTextDialogProps) {
  const t = sitemapText.useT();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const currentRef = useRef<HTMLTextAreaElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);

  const apply = (target: ImportTarget) => {
    const refused = onImport(text, target);
    setProblem(refused);
    if (!refused) onClose();
  };

  // Asked only about text that would be taken: a refusal is said at once instead.
  const askToReplace = () => {
    const refused = onCheck(text, 'replace');
    setProblem(refused);
    if (!refused) setConfirmingReplace(true);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(outline);
      setCopied(t('outlineDialog.copied'));
    } catch {
      // Clipboard access can be refused (permissions, an insecure origin): the text is
      // shown and selected instead, for the keyboard's own copy.
      if (detailsRef.current) detailsRef.current.open = true;
      currentRef.current?.select();
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
          <Button variant="secondary" onClick={askToReplace}>
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
        rows={10}
        spellCheck={false}
        placeholder={t('outlineDialog.placeholder')}
        error={problem ?? undefined}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <details ref={detailsRef} className="sm-outline-current">
        <summary>{t('outlineDialog.current')}</summary>
        <TextArea
          ref={currentRef}
          label={t('outlineDialog.current')}
          hideLabel
          className="sm-outline-text"
          value={outline}
          readOnly
          rows={8}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {t('outlineDialog.copy')}
        </Button>
      </details>
      {copied && <Banner kind="info">{copied}</Banner>}
      {/* Stacked over this dialog; the modal stack gives Escape to the top one. */}
      <ConfirmDialog
        open={confirmingReplace}
        title={t('outlineDialog.replaceTitle')}
        message={t('outlineDialog.replaceMessage', { count: pageCount })}
        confirmLabel={t('outlineDialog.replace')}
        cancelLabel={t('outlineDialog.replaceCancel')}
        danger
        onConfirm={() => {
          setConfirmingReplace(false);
          apply('replace');
        }}
        onCancel={() => setConfirmingReplace(false)}
      />
    </Dialog>
  );
}
