import type { FeatureType } from 'shared-contracts';

/**
 * React Query keys of server data. The shell and the remotes share one query client (a
 * federation singleton), so an editor's save refreshes the project page's lists only if
 * both spell the keys the same way: this is that one spelling.
 */
export const queryKeys = {
  projects: ['projects'] as const,
  project: (projectSK: string) => ['project', projectSK] as const,
  features: (feature: FeatureType, projectSK: string) => ['features', feature, projectSK] as const,
  feature: (feature: FeatureType, itemSK: string) => ['feature', feature, itemSK] as const,
};
