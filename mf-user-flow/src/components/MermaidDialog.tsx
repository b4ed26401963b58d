import { downloadBlob } from 'editor-kit';
import { useId, useMemo, useState } from 'react';
import { Button, ConfirmDialog, Dialog, TextArea, useToast } from 'shared-ui';
import { userFlowText } from '../i18n';
import type { Flow } from '../model/flow';
import { parseFlowchart, printFlowchart } from '../model/mermaid';
import type { FlowCommands } from './useFlowCommands';

interface MermaidDialogProps {
  flow: Flow;
  commands: FlowCommands;
  onClose(): void;
  /** After the flow was replaced: the diagram fits it. */
  onImported(): void;
}

/** A file name from the flow's name: letters, digits and dashes, never empty. */
const fileName = (name: string) =>
  `${
    name
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'user-flow'
  }.mmd`;

/**
 * Text out and in (issue H3): the flow as a Mermaid `flowchart` to copy or download, and
 * a Mermaid flowchart pasted here to replace the flow's nodes, connectors and groups,
 * after a question (Undo brings the flow back). A flowchart without the places this
 * editor writes is laid out left to right. A text that cannot be read changes nothing
 * and says which line and why.
 */
export default function MermaidDialog({ flow, commands, onClose, onImported }: MermaidDialogProps) {
  const t = userFlowText.useT();
  const toast = useToast();
  const errorId = useId();
  const exported = useMemo(() => printFlowchart(flow), [flow]);
  const [text, setText] = useState(exported);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [replacement, setReplacement] = useState<Flow | null>(null);
  const [reading, setReading] = useState(false);

  const read = async () => {
    const result = parseFlowchart(text, () => crypto.randomUUID());
    if (!result.ok) {
      const message = t(`text.errors.${result.code}`, result.params);
      setError(t('text.lineError', { line: result.line, message }));
      return;
    }
    setError(null);
    let next: Flow = { ...flow, ...result.flow };
    if (!result.placed && next.nodes.length > 0) {
      setReading(true);
      try {
        const { autoLayout } = await import('../model/auto-layout');
        next = await autoLayout(next);
      } catch {
        // The layout's code could not be loaded (offline): nothing is replaced.
        setError(t('say.layoutFailed'));
        return;
      } finally {
        setReading(false);
      }
    }
    setReplacement(next);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard permission (an http page, a refusal): the text is selected to copy by hand.
      document.querySelector<HTMLTextAreaElement>('.uf-mermaid__text textarea')?.select();
    }
  };

  return (
    <>
      <Dialog
        open={replacement === null}
        onClose={onClose}
        title={t('text.title')}
        closeLabel={t('text.close')}
        size="lg"
        footer={
          <>
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? t('text.copied') : t('text.copy')}
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                downloadBlob(new Blob([text], { type: 'text/plain' }), fileName(flow.name))
              }
            >
              {t('text.download')}
            </Button>
            <Button loading={reading} onClick={() => void read()}>
              {t('text.import')}
            </Button>
          </>
        }
      >
        <p>{t('text.intro')}</p>
        <TextArea
          label={t('text.field')}
          value={text}
          rows={14}
          spellCheck={false}
          containerClassName="uf-mermaid__text"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setCopied(false);
          }}
        />
        {error && (
          <p id={errorId} className="uf-mermaid__error" role="alert">
            {error}
          </p>
        )}
      </Dialog>
      <ConfirmDialog
        open={replacement !== null}
        title={t('text.import')}
        message={t('text.confirm')}
        confirmLabel={t('text.import')}
        cancelLabel={t('text.cancel')}
        onCancel={() => setReplacement(null)}
        onConfirm={() => {
          const next = replacement;
          if (next) commands.replace(() => next);
          toast.show('success', t('text.imported'));
          onClose();
          onImported();
        }}
      />
    </>
  );
}
