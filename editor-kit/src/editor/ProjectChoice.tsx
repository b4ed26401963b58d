import { type ComponentType, useEffect, useState } from 'react';
import { useToast } from 'shared-ui';
import { loadQueryRuntime } from '../api/lazy-queries';
import { messageText } from '../i18n/messages';
import type { ChooseProjectDialogProps } from '../projects/ChooseProjectDialog';

type Chooser = ComponentType<ChooseProjectDialogProps>;

let loaded: Chooser | null = null;

/**
 * The project picker with React Query and the editors' client, loaded when a signed-in
 * guest first keeps their work (issue H6): no editor's first paint waits for it.
 */
async function loadChooser(): Promise<Chooser> {
  const [{ ChooseProjectDialog }, { module }] = await Promise.all([
    import('../projects/ChooseProjectDialog'),
    loadQueryRuntime(),
  ]);
  const { WithEditorQueryClient } = module;
  loaded ??= (props) => (
    <WithEditorQueryClient>
      <ChooseProjectDialog {...props} />
    </WithEditorQueryClient>
  );
  return loaded;
}

/**
 * "Choose project" inside an editor. Until its code is here nothing shows (the dialog
 * itself shows a spinner while the projects load); if the code cannot be fetched, the
 * choice closes with an error toast instead of taking the editor down.
 */
export function ProjectChoice(props: ChooseProjectDialogProps) {
  const [Chooser, setChooser] = useState<Chooser | null>(() => loaded);
  const toast = useToast();
  const { onClose } = props;
  useEffect(() => {
    if (Chooser) return;
    let current = true;
    loadChooser().then(
      (chooser) => current && setChooser(() => chooser),
      (error: unknown) => {
        console.error('The project choice could not be loaded', error);
        if (!current) return;
        toast.show('error', messageText('loadError'));
        onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [Chooser, toast, onClose]);
  return Chooser ? <Chooser {...props} /> : null;
}
