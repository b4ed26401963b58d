import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, useProject as useProjectOf } from 'editor-kit/queries';
import { apiJson } from 'shared-auth';
import {
  type Project,
  project,
  projectList,
  toApiPathKey,
  type UpdateProjectRequest,
} from 'shared-contracts';

/**
 * Query hooks over the projects resource (spec §7). Responses are checked against the
 * shared schemas, so a server that answers something else fails loudly here instead of
 * rendering half a page. This module (and zod) is only ever loaded lazily.
 */

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function fetchProjects(): Promise<Project[]> {
  return apiJson('/api/projects', undefined, projectList);
}

/** All of the signed-in user's projects, as the server orders them. */
export function useProjects() {
  return useQuery({ queryKey: queryKeys.projects, queryFn: fetchProjects });
}

/**
 * One project, through the editor kit's hook, so the project page and the editors' back
 * links share one cache entry; `projectSK` is `null` while the route names no project.
 */
export function useProject(projectSK: string | null) {
  return useProjectOf(projectSK);
}

/**
 * Spec §4/§8: when creating a project fails, the app goes to the home page and reloads,
 * so whatever state led there (a stale count, an expired session) starts over.
 */
function goHomeAndReload() {
  window.location.assign('/');
}

/**
 * POST /api/projects: a new project named "Project name" (the server's default). A
 * failure goes home and reloads (spec §4) unless the caller's own onError says otherwise.
 */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('/api/projects', { method: 'POST' }, project),
    onError: goHomeAndReload,
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.project(created.SK), created);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    },
  });
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
