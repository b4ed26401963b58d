import { downloadBlob } from 'editor-kit';
import { useId, useMemo, useState } from 'react';
import { FEATURE_NAME_MAX_LENGTH } from 'shared-contracts';
import { JOURNEY_LIMITS } from 'shared-contracts/editors/journey-map/content';
import { Button, ConfirmDialog, Dialog, TextArea, useToast } from 'shared-ui';
import { journeyText } from '../i18n';
import { type Journey, randomId } from '../model/journey';
import { journeyFromMermaid, journeyToMermaid, type MermaidImport } from '../model/mermaid';
import type { Update } from './JourneyBody';

interface MermaidDialogProps {
  journey: Journey;
  update: Update;
  onClose(): void;
}

/** A file name from the map's name: letters, digits and dashes, never empty. */
const fileName = (name: string) =>
  `${
    name
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'journey'
  }.mmd`;

/**
 * Text out and in (issue H4): the map as a Mermaid `journey` to copy or download, and a
 * Mermaid journey pasted here to replace the map's stages and lanes, after a question
 * (Undo brings the map back). A text that cannot be read changes nothing and says why.
 */
export default function MermaidDialog({ journey, update, onClose }: MermaidDialogProps) {
  const t = journeyText.useT();
  const toast = useToast();
  const errorId = useId();
  const actor = journey.personaSK ? (journey.personaName ?? undefined) : undefined;
  const exported = useMemo(() => journeyToMermaid(journey, actor || undefined), [journey, actor]);
  const [text, setText] = useState(exported);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [replacement, setReplacement] = useState<Journey | null>(null);

  const describe = (result: Exclude<MermaidImport, { map: Journey }>) => {
    const max =
      result.code === 'tooManyStages'
        ? JOURNEY_LIMITS.maxStages
        : result.code === 'stageNameTooLong'
          ? JOURNEY_LIMITS.stageNameMaxLength
          : result.code === 'tasksTooLong'
            ? JOURNEY_LIMITS.cellMaxLength
            : FEATURE_NAME_MAX_LENGTH;
    const message = t(`text.errors.${result.code}`, { max });
    return result.line === undefined
      ? message
      : t('text.lineError', { line: result.line, message });
  };

  const read = () => {
    const result = journeyFromMermaid(text, journey, randomId);
    if ('error' in result) {
      setError(describe(result));
      return;
    }
    setError(null);
    setReplacement(result.map);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard permission (an http page, a refusal): the text is selected to copy by hand.
      document.querySelector<HTMLTextAreaElement>('.jm-mermaid__text textarea')?.select();
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
                downloadBlob(new Blob([text], { type: 'text/plain' }), fileName(journey.name))
              }
            >
              {t('text.download')}
            </Button>
            <Button onClick={read}>{t('text.import')}</Button>
          </>
        }
      >
        <p>{t('text.intro')}</p>
        <TextArea
          label={t('text.field')}
          value={text}
          rows={14}
          spellCheck={false}
          containerClassName="jm-mermaid__text"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setCopied(false);
          }}
        />
        {error && (
          <p id={errorId} className="jm-mermaid__error" role="alert">
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
          const map = replacement;
          if (map) update(() => map);
          toast.show('success', t('text.imported'));
          onClose();
        }}
      />
    </>
  );
}
