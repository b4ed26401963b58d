import { useCreateFeature } from 'editor-kit/queries';
import { editorPath } from 'editor-kit/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FeatureType, MAX_PROJECTS, type Project } from 'shared-contracts';
import { Button, Dialog, Spinner, truncate, useToast } from 'shared-ui';
import { messageOfError } from '../../api/errors';
import { useCreateProject, useProjects } from '../../api/projects';
import { formatLastChange, projectInitial, sortNewestFirst } from '../projects/project-list';

/** A new project being made for the item: its button spins instead of a project's. */
const NEW_PROJECT = 'new';
const NAME_LIMIT = 60;

interface ChooseProjectDialogProps {
  feature: FeatureType;
  onClose(): void;
}

/**
 * "Choose project" (spec §2): the signed-in user picks where a new item goes; it is
 * created there and its editor opens. Without projects the dialog offers "Create new
 * project", which creates one and carries on with it.
 */
export function ChooseProjectDialog({ feature, onClose }: ChooseProjectDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const projects = useProjects();
  const createFeature = useCreateFeature();
  const createProject = useCreateProject();
  const [busy, setBusy] = useState<string | null>(null);

  const createIn = (projectSK: string) => {
    setBusy((current) => current ?? projectSK);
    createFeature.mutate(
      { type: feature, projectSK },
      {
        onSuccess: (created) => {
          onClose();
          navigate(editorPath(feature, created));
        },
        onError: (error) => {
          setBusy(null);
          toast.show('error', messageOfError(error, t('landing.chooseProject.createError')));
        },
      },
    );
  };

  const createNewProject = () => {
    setBusy(NEW_PROJECT);
    // A failure goes home and reloads (spec §4), handled by the hook.
    createProject.mutate(undefined, { onSuccess: (created) => createIn(created.SK) });
  };

  const list = projects.data ? sortNewestFirst(projects.data) : undefined;
  const atLimit = (list?.length ?? 0) >= MAX_PROJECTS;
  const close = () => {
    // Leaving mid-create would navigate away later, out of the blue.
    if (busy === null) onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      title={t('landing.chooseProject.title')}
      closeLabel={t('common.dialogs.close')}
      footer={
        list && list.length > 0 ? (
          <Button
            variant="secondary"
            onClick={createNewProject}
            loading={busy === NEW_PROJECT}
            disabled={atLimit || (busy !== null && busy !== NEW_PROJECT)}
            title={atLimit ? t('landing.maxProjects') : undefined}
          >
            {t('landing.chooseProject.createNew')}
          </Button>
        ) : undefined
      }
    >
      <p className="landing-choose__intro">
        {t('landing.chooseProject.intro', { item: t(`landing.features.${feature}.item`) })}
      </p>
      {projects.isPending ? (
        <div className="landing-choose__state">
          <Spinner label={t('landing.chooseProject.loading')} />
          <span aria-hidden="true">{t('landing.chooseProject.loading')}</span>
        </div>
      ) : projects.isError || !list ? (
        <div className="landing-choose__state" role="alert">
          <p>{t('landing.chooseProject.loadError')}</p>
          <Button variant="secondary" onClick={() => void projects.refetch()}>
            {t('landing.chooseProject.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="landing-choose__state">
          <p>{t('landing.chooseProject.empty')}</p>
          <Button onClick={createNewProject} loading={busy === NEW_PROJECT}>
            {t('landing.chooseProject.createNew')}
          </Button>
        </div>
      ) : (
        <ul className="landing-choose__list">
          {list.map((item) => (
            <li key={item.SK}>
              <ProjectChoice
                project={item}
                busy={busy === item.SK}
                disabled={busy !== null && busy !== item.SK}
                onPick={() => createIn(item.SK)}
              />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function ProjectChoice({
  project,
  busy,
  disabled,
  onPick,
}: {
  project: Project;
  busy: boolean;
  disabled: boolean;
  onPick(): void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="landing-choose__item"
      onClick={busy ? undefined : onPick}
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      <span className="landing-choose__initial" aria-hidden="true">
        {projectInitial(project.name)}
      </span>
      <span className="landing-choose__text">
        <span className="landing-choose__name">{truncate(project.name, NAME_LIMIT)}</span>
        <span className="landing-choose__date">
          {t('landing.chooseProject.lastChange', { date: formatLastChange(project.UPDATED_AT) })}
        </span>
      </span>
      {busy && <Spinner size="sm" label={t('landing.creating')} />}
    </button>
  );
}
