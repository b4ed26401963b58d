/**
 * React Query keys of server data. The shell and the remotes share one query client (a
 * federation singleton), so an editor's save refreshes the project page's lists only if
 * both spell the keys the same way: this is that one spelling. Items are keyed by their
 * editor's type (its description's `type`).
 */
export const queryKeys = {
  projects: ['projects'] as const,
  project: (projectSK: string) => ['project', projectSK] as const,
  features: (type: string, projectSK: string) => ['features', type, projectSK] as const,
  feature: (type: string, itemSK: string) => ['feature', type, itemSK] as const,
};
