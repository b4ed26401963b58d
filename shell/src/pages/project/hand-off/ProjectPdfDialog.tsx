import { downloadBlob } from 'editor-kit/download';
import { formatDate, useLocale } from 'editor-kit/i18n';
import { useEffect, useState } from 'react';
import { kindWord } from 'shared-contracts';
import { Button, Dialog } from 'shared-ui';
import { useEditorWords } from '../../../editors/useEditorWords';
import { useTranslation } from '../../../i18n';
import { fileNameOf } from './file-names';
import type { ProjectItem } from './project-items';
import { isCancelled, makeProjectPdf } from './project-pdf';

interface ProjectPdfDialogProps {
  project: { name: string; description: string };
  items: ProjectItem[];
  onClose: () => void;
}

type Progress =
  | { state: 'making'; done: number; total: number }
  | { state: 'writing' }
  | { state: 'done'; leftOut: number }
  | { state: 'failed' }
  | { state: 'empty' };

/**
 * Makes the project's PDF as soon as it opens (issue H5), showing how far it got; the
 * file downloads when written. Cancel stops it between items; closing when done or
 * failed. Mounted only while open, so each opening makes the PDF afresh.
 */
export function ProjectPdfDialog({ project, items, onClose }: ProjectPdfDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const wordsOf = useEditorWords();
  const [attempt, setAttempt] = useState(0);
  const [progress, setProgress] = useState<Progress>({ state: 'making', done: 0, total: 0 });

  // One PDF per opening and per 'Try again'; the words and items of later renders are the same.
  useEffect(() => {
    if (items.length === 0) {
      setProgress({ state: 'empty' });
      return;
    }
    const controller = new AbortController();
    setProgress({ state: 'making', done: 0, total: 0 });
    makeProjectPdf({
      project,
      items,
      language: locale === 'uk' ? 'ua' : locale,
      words: {
        kindOf: ({ editor }) => kindWord(wordsOf(editor)),
        contents: t('handOff.pdfDialog.contents'),
        artefacts: (count) => t('handOff.pdfDialog.artefacts', { count }),
        page: t('handOff.pdfDialog.page'),
        madeOn: formatDate(Date.now()),
      },
      onProgress: (done, total) =>
        setProgress(done < total ? { state: 'making', done, total } : { state: 'writing' }),
      signal: controller.signal,
    }).then(
      ({ pdf, leftOut }) => {
        if (controller.signal.aborted) return;
        downloadBlob(
          new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
          fileNameOf(project.name, 'pdf'),
        );
        setProgress({ state: 'done', leftOut });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        console.error('The project PDF could not be made', error);
        setProgress({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const busy = progress.state === 'making' || progress.state === 'writing';
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('handOff.pdfDialog.title')}
      closeLabel={t('handOff.pdfDialog.close')}
      size="sm"
      footer={
        <>
          {progress.state === 'failed' && (
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('project.retry')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {busy ? t('handOff.pdfDialog.cancel') : t('handOff.pdfDialog.close')}
          </Button>
        </>
      }
    >
      <div className="hand-off-pdf" role="status" aria-live="polite">
        {progress.state === 'making' && (
          <>
            <p>{t('handOff.pdfDialog.making', { done: progress.done, total: progress.total })}</p>
            <progress
              className="hand-off-pdf__progress"
              max={Math.max(progress.total, 1)}
              value={progress.done}
              aria-label={t('handOff.pdfDialog.title')}
            />
          </>
        )}
        {progress.state === 'writing' && <p>{t('handOff.pdfDialog.writing')}</p>}
        {progress.state === 'done' && (
          <>
            <p>{t('handOff.pdfDialog.done')}</p>
            {progress.leftOut > 0 && (
              <p className="hand-off__hint">
                {t('handOff.pdfDialog.left', { count: progress.leftOut })}
              </p>
            )}
          </>
        )}
        {progress.state === 'failed' && <p role="alert">{t('handOff.pdfDialog.error')}</p>}
        {progress.state === 'empty' && <p>{t('handOff.pdfDialog.empty')}</p>}
      </div>
    </Dialog>
  );
}
