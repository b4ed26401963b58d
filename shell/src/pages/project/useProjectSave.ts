import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from 'shared-auth';
import { type Project, project as projectSchema, queryKeys } from 'shared-contracts';
import { fetchProject } from 'shared-ui';
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
 * Saving a project's name and description under the concurrent-edit rule (README,
 * 'Decisions'): each save sends the version the form was filled from; a 409 opens the
 * question instead of an error toast, and the two ways out fetch the latest copy first.
 * Shared by the project page and the projects list's edit dialog.
 */
export function useProjectSave(project: Project, events: ProjectSaveEvents) {
  const queryClient = useQueryClient();
  const update = useUpdateProject();
  const [version, setVersion] = useState(project.version);
  const [conflict, setConflict] = useState(false);
  const [resolving, setResolving] = useState<'reload' | 'overwrite' | null>(null);

  const send = (draft: ProjectDraft, baseVersion: number, settled?: () => void) =>
    update.mutate(
      { SK: project.SK, ...draft, version: baseVersion },
      {
        onSuccess: (stored) => {
          setVersion(stored.version);
          setConflict(false);
          events.onSaved(stored, draft);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setConflict(true);
          else events.onFailed();
        },
        onSettled: settled,
      },
    );

  const fetchLatest = async (): Promise<Project | null> => {
    try {
      const latest = await fetchProject(project.PK, project.SK, projectSchema);
      queryClient.setQueryData(queryKeys.project(latest.SK), latest);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      return latest;
    } catch {
      events.onFailed();
      return null;
    }
  };

  return {
    pending: update.isPending,
    save: (draft: ProjectDraft) => send(draft, version),
    conflict,
    resolving,
    dismissConflict: () => setConflict(false),
    async reloadLatest() {
      setResolving('reload');
      const latest = await fetchLatest();
      if (latest) {
        setVersion(latest.version);
        setConflict(false);
        events.onReloaded(latest);
      }
      setResolving(null);
    },
    async overwrite(draft: ProjectDraft) {
      setResolving('overwrite');
      const latest = await fetchLatest();
      if (latest) send(draft, latest.version, () => setResolving(null));
      else setResolving(null);
    },
  };
}
