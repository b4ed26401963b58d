import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FEATURE_TYPES, type Project } from 'shared-contracts';
import { Button, LeaveGuard, useToast } from 'shared-ui';
import { useUpdateProject } from '../../api/projects';
import { FeatureSlider } from './FeatureSlider';
import { ProjectFields } from './ProjectFields';
import { hasUnsavedChanges, type ProjectDraft, projectProblems } from './project-form';

const draftOf = (project: Pick<Project, 'name' | 'description'>): ProjectDraft => ({
  name: project.name,
  description: project.description,
});

/** A loaded project: its editable details and its three feature sliders. */
export function ProjectView({ project }: { project: Project }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateProject();
  // The last saved copy is ours, not the query's: a background refetch must not make
  // the user's typing look saved, nor overwrite it.
  const [saved, setSaved] = useState<ProjectDraft>(() => draftOf(project));
  const [draft, setDraft] = useState<ProjectDraft>(saved);
  const problems = projectProblems(draft);
  const dirty = hasUnsavedChanges(saved, draft);

  const save = () => {
    if (update.isPending) return;
    // Spec §5: saving is blocked while any validation message shows.
    if (problems.length > 0) {
      toast.show('error', t('project.cannotSave'));
      return;
    }
    const sent = draft;
    update.mutate(
      { SK: project.SK, ...sent },
      {
        onSuccess: (stored) => {
          const storedDraft = draftOf(stored);
          setSaved(storedDraft);
          // Show what the server kept (a trimmed name) unless the user typed on meanwhile.
          setDraft((current) => (current === sent ? storedDraft : current));
          toast.show('success', t('project.saved'));
        },
        onError: () => toast.show('error', t('project.saveError')),
      },
    );
  };

  return (
    <div className="project">
      <nav className="project-breadcrumb" aria-label={t('project.breadcrumb')}>
        <Link to="/projects">{t('project.breadcrumb')}</Link>
        <span className="project-breadcrumb__separator" aria-hidden="true">
          /
        </span>
        <span className="project-breadcrumb__current" aria-current="page">
          {saved.name}
        </span>
      </nav>
      <h1 className="shell-page-title project-title">{saved.name}</h1>

      <form
        className="shell-card project-details"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <ProjectFields draft={draft} problems={problems} onChange={setDraft} />
        <div className="project-details__actions">
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? t('project.saving') : t('project.save')}
          </Button>
          {dirty && <span className="project-details__unsaved">{t('project.unsaved')}</span>}
        </div>
      </form>

      {FEATURE_TYPES.map((feature) => (
        <FeatureSlider key={feature} feature={feature} projectSK={project.SK} />
      ))}

      <LeaveGuard
        when={dirty}
        title={t('project.leave.title')}
        message={t('project.leave.message')}
        leaveLabel={t('project.leave.confirm')}
        stayLabel={t('project.leave.cancel')}
      />
    </div>
  );
}
