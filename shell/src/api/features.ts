import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson } from 'shared-auth';
import {
  competitorAnalysis,
  empathyMap,
  FEATURE_ROUTES,
  type FeatureListItem,
  type FeatureType,
  featureListItem,
  queryKeys,
  toApiPathKey,
  uxPersona,
} from 'shared-contracts';
import { z } from 'zod';

/** Each type's create answer is its full detail object; the shell only needs the keys. */
const DETAIL_SCHEMAS = {
  uxPersona,
  empathyMap,
  competitorAnalysis,
} as const;

const featureList = z.array(featureListItem);

/**
 * A project's items of one type. The list endpoint takes the project key as its
 * `projectPK`; a 404 counts as an empty list (spec §7).
 */
export async function fetchFeatureList(
  feature: FeatureType,
  projectSK: string,
): Promise<FeatureListItem[]> {
  try {
    return await apiJson(
      `/api/${FEATURE_ROUTES[feature].apiPath}/${toApiPathKey(projectSK)}`,
      undefined,
      featureList,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function useFeatureList(feature: FeatureType, projectSK: string | null) {
  return useQuery({
    queryKey: queryKeys.features(feature, projectSK ?? ''),
    enabled: Boolean(projectSK),
    queryFn: () => fetchFeatureList(feature, projectSK!),
  });
}

/** The keys of a created item: PK is its project's key, SK its own. */
export interface CreatedFeature {
  PK: string;
  SK: string;
}

export async function createFeature(
  feature: FeatureType,
  projectSK: string,
): Promise<CreatedFeature> {
  const created = await apiJson(
    `/api/${FEATURE_ROUTES[feature].apiPath}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectSK }),
    },
    DETAIL_SCHEMAS[feature] as z.ZodType<CreatedFeature>,
  );
  return { PK: created.PK, SK: created.SK };
}

/** POST /api/{feature} {projectSK}; refreshes that project's list and the projects list. */
export function useCreateFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ feature, projectSK }: { feature: FeatureType; projectSK: string }) =>
      createFeature(feature, projectSK),
    onSuccess: (_created, { feature, projectSK }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.features(feature, projectSK) });
      // Creating a feature bumps the project's UPDATED_AT (architecture §6).
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      void queryClient.invalidateQueries({ queryKey: queryKeys.project(projectSK) });
    },
  });
}
