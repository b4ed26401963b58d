import { EditConflictDialog } from 'editor-kit/versioned-save';
import { useTranslation } from '../../i18n';
import type { useProjectSave } from './useProjectSave';

/** The concurrent-edit question for a project, in the user's language. */
export function ProjectConflictDialog({
  saving,
  onOverwrite,
}: {
  saving: ReturnType<typeof useProjectSave>;
  onOverwrite: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EditConflictDialog
      open={saving.conflict}
      what="project"
      busy={saving.resolving}
      onReload={() => void saving.reloadLatest()}
      onOverwrite={onOverwrite}
      onKeepEditing={saving.dismissConflict}
      labels={{
        conflictTitle: t('project.conflict.title'),
        conflictMessage: () => t('project.conflict.message'),
        conflictHelp: t('project.conflict.help'),
        conflictReload: t('project.conflict.reload'),
        conflictOverwrite: t('project.conflict.overwrite'),
        conflictKeepEditing: t('project.conflict.keepEditing'),
      }}
    />
  );
}
