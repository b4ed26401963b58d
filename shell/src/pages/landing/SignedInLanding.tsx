import { projectPath } from 'editor-kit/routes';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_PROJECTS, type StoringEditor } from 'shared-contracts';
import { useCreateProject, useProjects } from '../../api/projects';
import { useTranslation } from '../../i18n';
import { ChooseProjectDialog } from './ChooseProjectDialog';
import type { LandingActions } from './LandingContent';

/** A click made while this chunk was loading, to carry out once it is here. */
export type PendingAction = { kind: 'feature'; editor: StoringEditor } | { kind: 'blankProject' };

export interface SignedInLandingProps {
  pendingAction: PendingAction | null;
  onPendingTaken(): void;
  /** Receives what the landing's buttons do for a member, again whenever that changes. */
  onActions(actions: LandingActions): void;
}

/**
 * What the landing page does for a signed-in user (spec §2): a feature's create button
 * asks which project to put the new item in; "Create Blank Project" creates one and opens
 * it. It draws only the project dialog: the page's content stays the one the landing
 * showed while this chunk loaded, so a click that spans its arrival lands on the same
 * button (replacing the content between a press and its release lost the click).
 */
export default function SignedInLanding({
  pendingAction,
  onPendingTaken,
  onActions,
}: SignedInLandingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projects = useProjects();
  const { mutate: createProject, isPending: creating } = useCreateProject();
  const [chooseFor, setChooseFor] = useState<StoringEditor | null>(null);
  const atLimit = (projects.data?.length ?? 0) >= MAX_PROJECTS;

  const createBlankProject = useCallback(() => {
    // A failure goes home and reloads (spec §4), handled by the hook.
    createProject(undefined, { onSuccess: (created) => navigate(projectPath(created.SK)) });
  }, [createProject, navigate]);

  const actions = useMemo<LandingActions>(
    () => ({
      onCreateFeature: setChooseFor,
      onCreateBlankProject: createBlankProject,
      blankProjectDisabledReason: atLimit ? t('landing.maxProjects') : undefined,
      busyBlankProject: creating,
    }),
    [createBlankProject, atLimit, creating, t],
  );
  // Before paint: the buttons never show the waiting behaviour once this is here.
  useLayoutEffect(() => onActions(actions), [actions, onActions]);

  // Take over a click made while the chunk loaded (once, even under StrictMode's re-run).
  const taken = useRef<PendingAction | null>(null);
  useEffect(() => {
    if (!pendingAction || taken.current === pendingAction) return;
    taken.current = pendingAction;
    onPendingTaken();
    if (pendingAction.kind === 'feature') setChooseFor(pendingAction.editor);
    else createBlankProject();
  });

  return chooseFor === null ? null : (
    <ChooseProjectDialog editor={chooseFor} onClose={() => setChooseFor(null)} />
  );
}
