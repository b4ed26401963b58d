import type { FeatureType } from './feature-types';

/** React Query keys of the shell's server data, in one place so invalidation matches. */
export const queryKeys = {
  projects: ['projects'] as const,
  project: (projectSK: string) => ['project', projectSK] as const,
  features: (feature: FeatureType, projectSK: string) => ['features', feature, projectSK] as const,
};
