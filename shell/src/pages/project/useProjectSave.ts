import { useQueryClient } from '@tanstack/react-query';
import { fetchProject, queryKeys } from 'editor-kit/queries';
import { type SaveOutcome, useVersionedSave } from 'editor-kit/versioned-save';
import type { Project } from 'shared-contracts';
import { useUpdateProject } from '../../api/projects';
import type { ProjectDraft } from './project-form';

export interface ProjectSaveEvents {
  /** The server stored `sent`; `stored` is what it kept (a trimmed name). */
  onSaved(stored: Project, sent: ProjectDraft): void;
  /** Saving or fetching failed for another reason than a conflict. */
  onFailed(): void;
  /** The user chose the saved version: show `latest` as both draft and saved copy. */
  onReloaded(latest: Project): void;
}

/**
 * Saving a project's name and description under the concurrent-edit rule
 * (docs/decisions.md), with the editor kit's versioned save, the editors' own model and flow:
 * each save sends the version the form was filled from; a 409 opens the question instead
 * of an error toast, and the two ways out fetch the latest copy first. Shared by the
 * project page and the projects list's edit dialog.
 */
export function useProjectSave(project: Project, events: ProjectSaveEvents) {
  const queryClient = useQueryClient();
  const update = useUpdateProject();
  const versioned = useVersionedSave<Project>(project.version);

  const send = (draft: ProjectDraft) => (version: number | undefined) =>
    update.mutateAsync({ SK: project.SK, ...draft, version });
  const report = (draft: ProjectDraft, outcome: SaveOutcome<Project>) => {
    if (outcome.kind === 'stored') events.onSaved(outcome.stored, draft);
    if (outcome.kind === 'failed') events.onFailed();
  };
  const fetchLatest = async () => {
    const latest = await fetchProject(project.PK, project.SK);
    queryClient.setQueryData(queryKeys.project(latest.SK), latest);
    void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    return latest;
  };

  return {
    pending: versioned.saving,
    async save(draft: ProjectDraft) {
      report(draft, await versioned.save(send(draft)));
    },
    conflict: versioned.conflict,
    resolving: versioned.resolving,
    dismissConflict: versioned.dismissConflict,
    async reloadLatest() {
      const result = await versioned.reloadLatest(fetchLatest, events.onReloaded);
      if (!result.ok) events.onFailed();
    },
    async overwrite(draft: ProjectDraft) {
      const result = await versioned.overwrite(fetchLatest, send(draft));
      if (!result.ok) events.onFailed();
      else if (result.outcome) report(draft, result.outcome);
    },
  };
}
