import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'shared-auth';
import { createFeature, createProject, fetchProjects } from './feature-api';
import {
  featureListQuery,
  invalidateFeature,
  projectQuery,
  type QueriedEditor,
} from './feature-query-options';
import { queryKeys } from './query-keys';

/**
 * React Query hooks over feature-api, keyed with `queryKeys` so the shell's project page
 * and the editors share one cache: a save in an editor refreshes the project page's
 * sliders and the projects list. For the shell's pages, which load React Query anyway;
 * the editors run the same queries through editor-queries.ts, which loads it on first need.
 */

/** A project's items of one type; `projectSK` null (or `enabled` false) waits. */
export function useFeatureList(editor: QueriedEditor, projectSK: string | null, enabled = true) {
  return useQuery(featureListQuery(editor, projectSK, enabled));
}

/** One project of the signed-in user; waits while `projectSK` is null or `enabled` false. */
export function useProject(projectSK: string | null, enabled = true) {
  const { session } = useSession();
  return useQuery(projectQuery(session?.PK, projectSK, enabled));
}

/** Everything that shows an item of the editor `type` in `projectSK` is out of date. */
export function useInvalidateFeature() {
  const queryClient = useQueryClient();
  return (type: string, projectSK: string) => invalidateFeature(queryClient, type, projectSK);
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
