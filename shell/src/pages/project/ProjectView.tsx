import { useState } from 'react';
import { Link } from 'react-router';
import { type Project, type SiteEditor, type StoringEditor, storesItems } from 'shared-contracts';
import { Button, LeaveGuard, useToast } from 'shared-ui';
import { siteEditors } from '../../editors/site-editors';
import { useTranslation } from '../../i18n';
import { FeatureSlider } from './FeatureSlider';
import { ProjectHandOff } from './hand-off/ProjectHandOff';
import { ProjectConflictDialog } from './ProjectConflictDialog';
import { ProjectFields } from './ProjectFields';
import { hasUnsavedChanges, type ProjectDraft, projectProblems } from './project-form';
import { useProjectSave } from './useProjectSave';

const draftOf = (project: Pick<Project, 'name' | 'description'>): ProjectDraft => ({
  name: project.name,
  description: project.description,
});

/** A loaded project: its editable details and a slider per editor that stores items. */
export function ProjectView({ project }: { project: Project }) {
  const { t } = useTranslation();
  const toast = useToast();
  // The last saved copy is ours, not the query's: a background refetch must not make
  // the user's typing look saved, nor overwrite it.
  const [saved, setSaved] = useState<ProjectDraft>(() => draftOf(project));
  const [draft, setDraft] = useState<ProjectDraft>(saved);
  const problems = projectProblems(draft);
  const dirty = hasUnsavedChanges(saved, draft);
  const saving = useProjectSave(project, {
    onSaved: (stored, sent) => {
      const storedDraft = draftOf(stored);
      setSaved(storedDraft);
      // Show what the server kept (a trimmed name) unless the user typed on meanwhile.
      setDraft((current) => (current === sent ? storedDraft : current));
      toast.show('success', t('project.saved'));
    },
    onFailed: () => toast.show('error', t('project.saveError')),
    onReloaded: (latest) => {
      setSaved(draftOf(latest));
      setDraft(draftOf(latest));
    },
  });

  const save = () => {
    if (saving.pending) return;
    // Spec §5: saving is blocked while any validation message shows.
    if (problems.length > 0) {
      toast.show('error', t('project.cannotSave'));
      return;
    }
    void saving.save(draft);
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
          <Button type="submit" loading={saving.pending}>
            {saving.pending ? t('project.saving') : t('project.save')}
          </Button>
          {dirty && <span className="project-details__unsaved">{t('project.unsaved')}</span>}
        </div>
      </form>

      {siteEditors()
        .editors.filter(
          (editor): editor is SiteEditor & StoringEditor => editor.listed && storesItems(editor),
        )
        .map((editor) => (
          <FeatureSlider key={editor.type} editor={editor} projectSK={project.SK} />
        ))}

      <ProjectHandOff project={project} />

      <ProjectConflictDialog saving={saving} onOverwrite={() => void saving.overwrite(draft)} />
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
