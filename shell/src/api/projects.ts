import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, useProject as useProjectOf } from 'editor-kit/queries';
import { apiJson } from 'shared-auth';
import { type Project, project, toApiPathKey, type UpdateProjectRequest } from 'shared-contracts';

/**
 * Query hooks over the projects resource (spec §7). Responses are checked against the
 * shared schemas, so a server that answers something else fails loudly here instead of
 * rendering half a page. This module (and zod) is only ever loaded lazily.
 */

const JSON_HEADERS = { 'Content-Type': 'application/json' };

// The projects list and creating one are the kit's (an editor's 'Save to a project' uses
// them too): one cache, one rule for a failed create (spec §4: home, and reload).
export { useCreateProject, useProjects } from 'editor-kit/queries';

/**
 * One project, through the editor kit's hook, so the project page and the editors' back
 * links share one cache entry; `projectSK` is `null` while the route names no project.
 */
export function useProject(projectSK: string | null) {
  return useProjectOf(projectSK);
}

/** PATCH /api/projects with {SK, name, description}; answers the saved project. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateProjectRequest) =>
      apiJson(
        '/api/projects',
        { method: 'PATCH', headers: JSON_HEADERS, body: JSON.stringify(request) },
        project,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.project(saved.SK), saved);
      queryClient.setQueryData<Project[]>(queryKeys.projects, (list) =>
        list?.map((item) => (item.SK === saved.SK ? saved : item)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    },
  });
}

/**
 * DELETE /api/projects/{PK}/{SK}. The row leaves the list at once (spec §2: "removes the
 * row from the list at once, then calls the delete"); if the server refuses, the list is
 * put back as it was and the caller's onError shows why.
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: Pick<Project, 'PK' | 'SK'>) =>
      apiJson<void>(`/api/projects/${toApiPathKey(target.PK)}/${toApiPathKey(target.SK)}`, {
        method: 'DELETE',
      }),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.projects });
      const previous = queryClient.getQueryData<Project[]>(queryKeys.projects);
      queryClient.setQueryData<Project[]>(queryKeys.projects, (list) =>
        list?.filter((item) => item.SK !== target.SK),
      );
      return { previous };
    },
    onError: (_error, _target, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.projects, context.previous);
    },
    onSettled: (_data, _error, target) => {
      queryClient.removeQueries({ queryKey: queryKeys.project(target.SK) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    },
  });
}
