import { type FeatureType, featureListItem } from 'shared-contracts';
import {
  useCreateFeature as useCreateFeatureOf,
  useFeatureList as useFeatureListOf,
} from 'shared-ui';
import { z } from 'zod';

/**
 * The shell's view of the editor resources: the editor kit's hooks (shared-ui), with the
 * answers checked against the shared schemas. This module (and zod) is loaded lazily.
 */

const featureList = z.array(featureListItem);

/** A project's items of one type; a 404 counts as an empty list (spec §7). */
export function useFeatureList(feature: FeatureType, projectSK: string | null) {
  return useFeatureListOf(feature, projectSK, featureList);
}

/** Each type's create answer is its full detail object; the shell only needs the keys. */
const createdItem = z.object({ PK: z.string(), SK: z.string() });

/** POST /api/{feature} {projectSK}; refreshes that project's list and the projects list. */
export function useCreateFeature() {
  return useCreateFeatureOf(createdItem);
}
