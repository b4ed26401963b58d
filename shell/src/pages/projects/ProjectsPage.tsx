import './projects.css';
import { projectPath } from 'editor-kit/routes';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_PROJECTS, type Project } from 'shared-contracts';
import {
  Button,
  ConfirmDialog,
  PlusIcon,
  Spinner,
  TextField,
  useToast,
  useViewportWidth,
} from 'shared-ui';
import { messageOfError } from '../../api/errors';
import { useCreateProject, useDeleteProject, useProjects } from '../../api/projects';
import { useTranslation } from '../../i18n';
import { EditProjectDialog } from './EditProjectDialog';
import { ProjectRow } from './ProjectRow';
import { descriptionLimit, filterProjectsByName, sortNewestFirst } from './project-list';
import { RestoreBackupButton } from './RestoreBackupButton';

/** 'Your projects' (spec §2 'Projects list', §9). */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const projects = useProjects();
  const createProject = useCreateProject();
  const deleteProject = useDeleteProject();
  const width = useViewportWidth();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const rowLinks = useRef(new Map<string, HTMLAnchorElement>());
  const createRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once a deleted row has left the list (see confirmDelete).
  const focusAfterDelete = useRef<{ deleted: string; next: string | null } | null>(null);

  const all = projects.data ? sortNewestFirst(projects.data) : [];
  const shown = filterProjectsByName(all, query);
  const atLimit = all.length >= MAX_PROJECTS;

  const create = () =>
    // A failure goes home and reloads (spec §4), handled by the hook.
    createProject.mutate(undefined, { onSuccess: (created) => navigate(projectPath(created.SK)) });

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    // The confirm hands the focus back to the bin, which then leaves with its row and
    // would drop the focus to the top of the page: the next row (or the one before)
    // takes it instead.
    const index = shown.findIndex((item) => item.SK === target.SK);
    const neighbour = shown[index + 1] ?? shown[index - 1];
    focusAfterDelete.current = { deleted: target.SK, next: neighbour?.SK ?? null };
    // The row leaves at once (optimistic); on failure the hook puts it back.
    deleteProject.mutate(target, {
      onError: (error) => toast.show('error', messageOfError(error, t('projects.deleteError'))),
    });
  };

  // After every render: the optimistic removal lands a render or two after the confirm closes.
  useEffect(() => {
    const pending = focusAfterDelete.current;
    if (!pending || shown.some((item) => item.SK === pending.deleted)) return;
    focusAfterDelete.current = null;
    // Only if the focus was lost with the row: the user may have moved on meanwhile.
    if (document.activeElement !== document.body) return;
    const next = pending.next === null ? undefined : rowLinks.current.get(pending.next);
    (next ?? createRef.current)?.focus();
  });

  const createButton = (label: string, ref?: Ref<HTMLButtonElement>) => (
    <Button
      ref={ref}
      onClick={create}
      loading={createProject.isPending}
      disabled={atLimit}
      title={atLimit ? t('projects.maxProjects') : undefined}
    >
      <PlusIcon />
      {label}
    </Button>
  );

  return (
    <div className="projects">
      <header className="projects-header">
        <h1 className="shell-page-title">{t('projects.title')}</h1>
        <div className="projects-header__actions">
          <RestoreBackupButton
            disabled={atLimit}
            title={atLimit ? t('projects.maxProjects') : undefined}
          />
          {createButton(t('projects.createNew'), createRef)}
        </div>
      </header>

      {projects.isPending ? (
        <div className="projects-state">
          <Spinner label={t('projects.loading')} size="lg" />
        </div>
      ) : projects.isError ? (
        <div className="projects-state" role="alert">
          <p>{t('projects.loadError')}</p>
          <Button variant="secondary" onClick={() => void projects.refetch()}>
            {t('projects.retry')}
          </Button>
        </div>
      ) : all.length === 0 ? (
        <div className="projects-state projects-state--empty">
          <h2>{t('projects.empty')}</h2>
          <p>{t('projects.emptyText')}</p>
          {createButton(t('projects.createFirst'))}
        </div>
      ) : (
        <>
          <div className="projects-toolbar">
            <TextField
              type="search"
              label={t('projects.search')}
              hideLabel
              placeholder={t('projects.searchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              containerClassName="projects-toolbar__search"
            />
            <p className="projects-toolbar__count" aria-live="polite">
              {t('projects.count', { shown: shown.length, total: all.length })}
            </p>
          </div>
          {shown.length === 0 ? (
            <div className="projects-state">
              <p>{t('projects.noMatches', { query: query.trim() })}</p>
              <Button variant="secondary" onClick={() => setQuery('')}>
                {t('projects.clearSearch')}
              </Button>
            </div>
          ) : (
            <table className="projects-table">
              <caption className="ui-visually-hidden">{t('projects.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('projects.columns.name')}</th>
                  <th scope="col" className="projects-table__date">
                    {t('projects.columns.lastChange')}
                  </th>
                  <th scope="col" className="projects-table__actions">
                    <span className="ui-visually-hidden">{t('projects.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((project) => (
                  <ProjectRow
                    key={project.SK}
                    project={project}
                    descriptionLimit={descriptionLimit(width)}
                    onEdit={setEditing}
                    onDelete={setDeleting}
                    linkRef={(node) => {
                      if (node) rowLinks.current.set(project.SK, node);
                      else rowLinks.current.delete(project.SK);
                    }}
                  />
                ))}
              </tbody>
            </table>
          )}
        </>
      )}

      {editing && <EditProjectDialog project={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('projects.deleteDialog.message')}
        message={deleting?.name}
        confirmLabel={t('projects.deleteDialog.confirm')}
        cancelLabel={t('projects.deleteDialog.cancel')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
