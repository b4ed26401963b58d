import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, useSession } from 'shared-auth';
import { fromRouteKey } from 'shared-contracts';
import {
  createFeature,
  createProject,
  fetchFeatureList,
  fetchProject,
  fetchProjects,
  type ItemsEditor,
} from './feature-api';
import { queryKeys } from './query-keys';

/**
 * React Query hooks over feature-api, keyed with `queryKeys` so the shell's project page
 * and the editors share one cache: a save in an editor refreshes the project page's
 * sliders and the projects list.
 */

/** A 404 will not turn into an item on a retry. */
export const retryUnlessNotFound = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

/** An editor as the item queries need it: its type (the cache's key) and its resource. */
export type QueriedEditor = ItemsEditor & { type: string };

/** A project's items of one type; `projectSK` null (or `enabled` false) waits. */
export function useFeatureList(editor: QueriedEditor, projectSK: string | null, enabled = true) {
  const key = projectSK ? fromRouteKey(projectSK) : '';
  return useQuery({
    queryKey: queryKeys.features(editor.type, key),
    enabled: enabled && Boolean(projectSK),
    queryFn: () => fetchFeatureList(editor, key),
  });
}

/** One project of the signed-in user; waits while `projectSK` is null or `enabled` false. */
export function useProject(projectSK: string | null, enabled = true) {
  const { session } = useSession();
  const userPK = session?.PK;
  const key = projectSK ? fromRouteKey(projectSK) : '';
  return useQuery({
    queryKey: queryKeys.project(key),
    enabled: enabled && Boolean(projectSK && userPK),
    retry: retryUnlessNotFound,
    queryFn: () => fetchProject(userPK!, key),
  });
}

/** Everything that shows an item of the editor `type` in `projectSK` is out of date. */
export function useInvalidateFeature() {
  const queryClient = useQueryClient();
  return (type: string, projectSK: string) => {
    const key = fromRouteKey(projectSK);
    // Creating or saving an item bumps its project's UPDATED_AT (architecture §6).
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.features(type, key) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.project(key) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
    ]);
  };
}

/** POST /api/{type} {projectSK}; refreshes that project's lists. Resolves to the new keys. */
export function useCreateFeature() {
  const invalidate = useInvalidateFeature();
  return useMutation({
    mutationFn: ({ editor, projectSK }: { editor: QueriedEditor; projectSK: string }) =>
      createFeature(editor, projectSK),
    onSuccess: (_created, { editor, projectSK }) => invalidate(editor.type, projectSK),
  });
}

/** All of the signed-in user's projects, as the server orders them. */
export function useProjects() {
  return useQuery({ queryKey: queryKeys.projects, queryFn: fetchProjects });
}

/**
 * POST /api/projects. Spec §4/§8: when creating a project fails, the app goes to the home
 * page and reloads, so whatever state led there (a stale count, an expired session)
 * starts over; a caller's own `onError` may say otherwise.
 */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onError: () => window.location.assign('/'),
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.project(created.SK), created);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    },
  });
}
