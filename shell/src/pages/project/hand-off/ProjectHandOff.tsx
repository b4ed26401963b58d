import { lazy, Suspense, useState } from 'react';
import './hand-off.css';
import { downloadBlob } from 'editor-kit/download';
import { ApiError, apiFetch } from 'shared-auth';
import { type Project, toApiPathKey } from 'shared-contracts';
import { Button, useToast } from 'shared-ui';
import { messageOfError } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { fileNameOf } from './file-names';
import { useProjectItems } from './project-items';
import { ShareDialog } from './ShareDialog';

// The PDF's code (its pipeline, and the kit's PDF writer after it) loads when asked for.
const ProjectPdfDialog = lazy(() =>
  import('./ProjectPdfDialog').then((module) => ({ default: module.ProjectPdfDialog })),
);

/** Reads an error answer's message for messageOfError (the API's `{ message }` body). */
async function failed(response: Response): Promise<never> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  throw new ApiError(response.status, body?.message ?? '', body);
}

/**
 * The project page's 'Share and export' card (issue H5): read-only share links, the
 * whole project as one PDF, and a backup file that 'Restore from backup' on the projects
 * page (here or on another site) turns into a new project.
 */
export function ProjectHandOff({ project }: { project: Project }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { items } = useProjectItems(project.SK);
  const [sharing, setSharing] = useState(false);
  const [makingPdf, setMakingPdf] = useState(false);
  const [backingUp, setBackingUp] = useState(false);

  const downloadBackup = async () => {
    setBackingUp(true);
    try {
      const response = await apiFetch(`/api/projects/${toApiPathKey(project.SK)}/backup`, {
        cache: 'no-store',
      });
      if (!response.ok) await failed(response);
      downloadBlob(await response.blob(), fileNameOf(project.name, 'uxbackup.json'));
    } catch (error) {
      toast.show('error', messageOfError(error, t('handOff.backupError')));
    } finally {
      setBackingUp(false);
    }
  };

  return (
    <section className="shell-card hand-off" aria-labelledby="hand-off-title">
      <h2 id="hand-off-title" className="hand-off__title">
        {t('handOff.title')}
      </h2>
      <p className="hand-off__hint">{t('handOff.text')}</p>
      <div className="hand-off__actions">
        <Button variant="secondary" onClick={() => setSharing(true)}>
          {t('handOff.share')}
        </Button>
        <Button variant="secondary" onClick={() => setMakingPdf(true)} disabled={items === null}>
          {t('handOff.pdf')}
        </Button>
        <Button variant="secondary" onClick={() => void downloadBackup()} loading={backingUp}>
          {backingUp ? t('handOff.backupMaking') : t('handOff.backup')}
        </Button>
      </div>
      {sharing && (
        <ShareDialog open onClose={() => setSharing(false)} projectSK={project.SK} items={items} />
      )}
      {makingPdf && items && (
        <Suspense fallback={null}>
          <ProjectPdfDialog
            project={{ name: project.name, description: project.description }}
            items={items}
            onClose={() => setMakingPdf(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
