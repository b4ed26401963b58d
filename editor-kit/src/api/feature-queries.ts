import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, useSession } from 'shared-auth';
import { type FeatureType, fromRouteKey } from 'shared-contracts';
import { createFeature, fetchFeatureList, fetchProject } from './feature-api';
import { queryKeys } from './query-keys';

/**
 * React Query hooks over feature-api, keyed with `queryKeys` so the shell's project page
 * and the editors share one cache: a save in an editor refreshes the project page's
 * sliders and the projects list.
 */

/** A 404 will not turn into an item on a retry. */
export const retryUnlessNotFound = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

/** A project's items of one type; `projectSK` null (or `enabled` false) waits. */
export function useFeatureList(type: FeatureType, projectSK: string | null, enabled = true) {
  const key = projectSK ? fromRouteKey(projectSK) : '';
  return useQuery({
    queryKey: queryKeys.features(type, key),
    enabled: enabled && Boolean(projectSK),
    queryFn: () => fetchFeatureList(type, key),
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

/** Everything that shows an item of `type` in `projectSK` is out of date. */
export function useInvalidateFeature() {
  const queryClient = useQueryClient();
  return (type: FeatureType, projectSK: string) => {
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
    mutationFn: ({ type, projectSK }: { type: FeatureType; projectSK: string }) =>
      createFeature(type, projectSK),
    onSuccess: (_created, { type, projectSK }) => invalidate(type, projectSK),
  });
}
