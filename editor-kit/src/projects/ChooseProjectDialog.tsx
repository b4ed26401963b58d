import { useState } from 'react';
import { MAX_PROJECTS, type Project } from 'shared-contracts';
import { Button, Dialog, Spinner, truncate } from 'shared-ui';
import { useCreateProject, useProjects } from '../api/feature-queries';
import { formatLastChange, projectInitial, sortNewestFirst } from './project-order';

/** A new project being made for the item: its button spins instead of a project's. */
const NEW_PROJECT = 'new';
const NAME_LIMIT = 60;

export interface ChooseProjectLabels {
  title: string;
  loading: string;
  empty: string;
  loadError: string;
  retry: string;
  createNew: string;
  /** 'Last change {{date}}', filled in. */
  lastChange: (date: string) => string;
  creating: string;
  maxProjects: string;
  close: string;
}

export interface ChooseProjectDialogProps {
  /** What the dialog is for: 'Pick the project to add the new user persona to.' */
  intro: string;
  /**
   * Puts the work in the project picked (or just created) and goes on; the dialog waits
   * for it. A rejection leaves the dialog open to pick again: the caller says why.
   */
  onPick(projectSK: string): Promise<void>;
  onClose(): void;
  labels: ChooseProjectLabels;
}

/**
 * "Choose project" (spec §2): the signed-in user picks where an item goes: a new one from
 * the landing page, or a guest's work from an editor once signed in (issue H6). Without
 * projects it offers "Create new project", which creates one and carries on with it.
 */
export function ChooseProjectDialog({ intro, onPick, onClose, labels }: ChooseProjectDialogProps) {
  const projects = useProjects();
  const createProject = useCreateProject();
  const [busy, setBusy] = useState<string | null>(null);

  const pick = (projectSK: string) => {
    setBusy((current) => current ?? projectSK);
    onPick(projectSK).catch(() => setBusy(null));
  };
  const createNewProject = () => {
    setBusy(NEW_PROJECT);
    // A failure goes home and reloads (spec §4), handled by the hook.
    createProject.mutate(undefined, { onSuccess: (created) => pick(created.SK) });
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
      title={labels.title}
      closeLabel={labels.close}
      footer={
        list && list.length > 0 ? (
          <Button
            variant="secondary"
            onClick={createNewProject}
            loading={busy === NEW_PROJECT}
            disabled={atLimit || (busy !== null && busy !== NEW_PROJECT)}
            title={atLimit ? labels.maxProjects : undefined}
          >
            {labels.createNew}
          </Button>
        ) : undefined
      }
    >
      <p className="ui-choose-project__intro">{intro}</p>
      {projects.isPending ? (
        <div className="ui-choose-project__state">
          <Spinner label={labels.loading} />
          <span aria-hidden="true">{labels.loading}</span>
        </div>
      ) : projects.isError || !list ? (
        <div className="ui-choose-project__state" role="alert">
          <p>{labels.loadError}</p>
          <Button variant="secondary" onClick={() => void projects.refetch()}>
            {labels.retry}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="ui-choose-project__state">
          <p>{labels.empty}</p>
          <Button onClick={createNewProject} loading={busy === NEW_PROJECT}>
            {labels.createNew}
          </Button>
        </div>
      ) : (
        <ul className="ui-choose-project__list">
          {list.map((item) => (
            <li key={item.SK}>
              <ProjectChoice
                project={item}
                busy={busy === item.SK}
                disabled={busy !== null && busy !== item.SK}
                onPick={() => pick(item.SK)}
                labels={labels}
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
  labels,
}: {
  project: Project;
  busy: boolean;
  disabled: boolean;
  onPick(): void;
  labels: ChooseProjectLabels;
}) {
  return (
    <button
      type="button"
      className="ui-choose-project__item"
      onClick={busy ? undefined : onPick}
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      <span className="ui-choose-project__initial" aria-hidden="true">
        {projectInitial(project.name)}
      </span>
      <span className="ui-choose-project__text">
        <span className="ui-choose-project__name">{truncate(project.name, NAME_LIMIT)}</span>
        <span className="ui-choose-project__date">
          {labels.lastChange(formatLastChange(project.UPDATED_AT))}
        </span>
      </span>
      {busy && <Spinner size="sm" label={labels.creating} />}
    </button>
  );
}
