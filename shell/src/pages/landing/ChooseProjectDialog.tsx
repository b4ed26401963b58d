import 'editor-kit/projects.css';
import { ChooseProjectDialog as ProjectPicker } from 'editor-kit/projects';
import { useCreateFeature } from 'editor-kit/queries';
import { editorPath } from 'editor-kit/routes';
import { useNavigate } from 'react-router';
import type { StoringEditor } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { messageOfError } from '../../api/errors';
import { useEditorWords } from '../../editors/useEditorWords';
import { useTranslation } from '../../i18n';

interface ChooseProjectDialogProps {
  editor: StoringEditor;
  onClose(): void;
}

/**
 * "Choose project" from a landing card (spec §2): the item is created in the project
 * picked and its editor opens.
 */
export function ChooseProjectDialog({ editor, onClose }: ChooseProjectDialogProps) {
  const { t } = useTranslation();
  const words = useEditorWords();
  const navigate = useNavigate();
  const toast = useToast();
  const createFeature = useCreateFeature();

  const createIn = (projectSK: string) =>
    createFeature.mutateAsync({ editor, projectSK }).then(
      (created) => {
        onClose();
        void navigate(editorPath(editor, created));
      },
      (error: unknown) => {
        toast.show('error', messageOfError(error, t('landing.chooseProject.createError')));
        throw error;
      },
    );

  return (
    <ProjectPicker
      intro={t('landing.chooseProject.intro', { item: words(editor).item })}
      onPick={createIn}
      onClose={onClose}
      labels={{
        title: t('landing.chooseProject.title'),
        loading: t('landing.chooseProject.loading'),
        empty: t('landing.chooseProject.empty'),
        loadError: t('landing.chooseProject.loadError'),
        retry: t('landing.chooseProject.retry'),
        createNew: t('landing.chooseProject.createNew'),
        lastChange: (date) => t('landing.chooseProject.lastChange', { date }),
        creating: t('landing.creating'),
        maxProjects: t('landing.maxProjects'),
        close: t('common.dialogs.close'),
      }}
    />
  );
}
