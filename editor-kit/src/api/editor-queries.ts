import { useCallback } from 'react';
import { useSession } from 'shared-auth';
import type {
  ContractSource,
  DetailOf,
  EditorContract,
  FeatureListItem,
  Project,
} from 'shared-contracts';
import type { ItemKeys } from './feature-api';
import {
  featureDetailQuery,
  featureListQuery,
  invalidateFeature,
  projectQuery,
  type QueriedEditor,
} from './feature-query-options';
import {
  type EditorQuery,
  useLazyQueries,
  useLazyQuery,
  useQueryClientLater,
} from './lazy-queries';

export type { EditorQuery } from './lazy-queries';

/**
 * The editors' queries (the kit's root entry): the shell's (feature-queries.ts) with the
 * same options, cache and answers, run by hooks that load React Query only once a query
 * is enabled, so a guest's editor, which asks the server for nothing, never loads it.
 */

/** A project's items of one type; `projectSK` null (or `enabled` false) waits. */
export function useFeatureList(
  editor: QueriedEditor,
  projectSK: string | null,
  enabled = true,
): EditorQuery<FeatureListItem[]> {
  return useLazyQuery(featureListQuery(editor, projectSK, enabled));
}

/** One project of the signed-in user; waits while `projectSK` is null or `enabled` false. */
export function useProject(projectSK: string | null, enabled = true): EditorQuery<Project> {
  const { session } = useSession();
  return useLazyQuery(projectQuery(session?.PK, projectSK, enabled));
}

/**
 * Each of `items` read whole (another editor's items an editor draws on: the empathy
 * maps' pain points, the sitemaps' pages), cached per item and `purpose`; none while
 * `items` is undefined.
 */
export function useFeatureDetails<C extends EditorContract>(
  contract: ContractSource<C>,
  items: readonly ItemKeys[] | undefined,
  purpose: string,
): EditorQuery<DetailOf<C>>[] {
  return useLazyQueries(
    (items ?? []).map(({ PK, SK }) => featureDetailQuery(contract, { PK, SK }, purpose)),
  );
}

/** Everything that shows an item of the editor `type` in `projectSK` is out of date. */
export function useInvalidateFeature(): (type: string, projectSK: string) => Promise<unknown> {
  const client = useQueryClientLater();
  return useCallback(
    async (type: string, projectSK: string) => invalidateFeature(await client(), type, projectSK),
    [client],
  );
}
