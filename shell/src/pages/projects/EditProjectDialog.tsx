import { useId, useState } from 'react';
import type { Project } from 'shared-contracts';
import { Button, Dialog, useToast } from 'shared-ui';
import { useTranslation } from '../../i18n';
import { ProjectConflictDialog } from '../project/ProjectConflictDialog';
import { ProjectFields } from '../project/ProjectFields';
import { type ProjectDraft, projectProblems } from '../project/project-form';
import { useProjectSave } from '../project/useProjectSave';

interface EditProjectDialogProps {
  project: Project;
  onClose(): void;
}

/**
 * The pencil's dialog (spec §2 'Projects list'): name and description with the project
 * rules of spec §5 shown live; Cancel/Save. Save with a message showing is refused with
 * 'Cannot save project', as on the project page.
 */
export function EditProjectDialog({ project, onClose }: EditProjectDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const [draft, setDraft] = useState<ProjectDraft>({
    name: project.name,
    description: project.description,
  });
  const problems = projectProblems(draft);
  const saving = useProjectSave(project, {
    onSaved: () => {
      toast.show('success', t('projects.saved'));
      onClose();
    },
    // The dialog stays open with the user's text, so nothing typed is lost.
    onFailed: () => toast.show('error', t('projects.saveError')),
    onReloaded: (latest) => setDraft({ name: latest.name, description: latest.description }),
  });

  const save = () => {
    if (saving.pending) return;
    if (problems.length > 0) {
      toast.show('error', t('projects.cannotSave'));
      return;
    }
    void saving.save(draft);
  };

  const close = () => {
    if (!saving.pending) onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      title={t('projects.editDialog.title')}
      closeLabel={t('common.dialogs.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('projects.editDialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving.pending}>
            {t('projects.editDialog.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="projects-edit"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <ProjectFields draft={draft} problems={problems} onChange={setDraft} />
      </form>
      {/* Stacked over this dialog; the modal stack gives Escape to the top one. */}
      <ProjectConflictDialog saving={saving} onOverwrite={() => void saving.overwrite(draft)} />
    </Dialog>
  );
}
