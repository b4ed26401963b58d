import { projectPath } from 'editor-kit/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FeatureType, MAX_PROJECTS } from 'shared-contracts';
import { useCreateProject, useProjects } from '../../api/projects';
import { ChooseProjectDialog } from './ChooseProjectDialog';
import { LandingContent } from './LandingContent';

/** A click made while this chunk was loading, to carry out once it is here. */
export type PendingAction = { kind: 'feature'; feature: FeatureType } | { kind: 'blankProject' };

export interface SignedInLandingProps {
  pendingAction?: PendingAction | null;
  onPendingTaken?(): void;
}

/**
 * The landing page of a signed-in user (spec §2): a feature's create button asks which
 * project to put the new item in; "Create Blank Project" creates one and opens it.
 */
export default function SignedInLanding({ pendingAction, onPendingTaken }: SignedInLandingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projects = useProjects();
  const createProject = useCreateProject();
  const [chooseFor, setChooseFor] = useState<FeatureType | null>(null);
  const atLimit = (projects.data?.length ?? 0) >= MAX_PROJECTS;

  const createBlankProject = () => {
    // A failure goes home and reloads (spec §4), handled by the hook.
    createProject.mutate(undefined, {
      onSuccess: (created) => navigate(projectPath(created.SK)),
    });
  };

  // Take over a click made while the chunk loaded (once, even under StrictMode's re-run).
  const taken = useRef<PendingAction | null>(null);
  useEffect(() => {
    if (!pendingAction || taken.current === pendingAction) return;
    taken.current = pendingAction;
    onPendingTaken?.();
    if (pendingAction.kind === 'feature') setChooseFor(pendingAction.feature);
    else createBlankProject();
  });

  return (
    <>
      <LandingContent
        actions={{
          onCreateFeature: setChooseFor,
          onCreateBlankProject: createBlankProject,
          blankProjectDisabledReason: atLimit ? t('landing.maxProjects') : undefined,
          busyBlankProject: createProject.isPending,
        }}
      />
      {chooseFor !== null && (
        <ChooseProjectDialog feature={chooseFor} onClose={() => setChooseFor(null)} />
      )}
    </>
  );
}
