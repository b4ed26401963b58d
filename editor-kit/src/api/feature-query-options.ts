import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from 'shared-auth';
import { type ContractSource, type EditorContract, fromRouteKey } from 'shared-contracts';
import {
  fetchFeature,
  fetchFeatureList,
  fetchProject,
  type ItemKeys,
  type ItemsEditor,
} from './feature-api';
import { queryKeys } from './query-keys';

/**
 * Each query of server data written once, as plain options: the shell's pages run them
 * with React Query's own hooks (feature-queries.ts), the editors with hooks that load
 * React Query on first need (editor-queries.ts). Either way one cache, one key, one fetch.
 * Types only from React Query, so an editor's first render loads none of it.
 */

/** A 404 will not turn into an item on a retry. */
export const retryUnlessNotFound = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

/** An editor as the item queries need it: its type (the cache's key) and its resource. */
export type QueriedEditor = ItemsEditor & { type: string };

/** A project's items of one type; `projectSK` null (or `enabled` false) waits. */
export function featureListQuery(editor: QueriedEditor, projectSK: string | null, enabled = true) {
  const key = projectSK ? fromRouteKey(projectSK) : '';
  return {
    queryKey: queryKeys.features(editor.type, key),
    enabled: enabled && Boolean(projectSK),
    queryFn: () => fetchFeatureList(editor, key),
  };
}

/** One project of the user `userPK`; waits while either key is missing or `enabled` is false. */
export function projectQuery(userPK: string | undefined, projectSK: string | null, enabled = true) {
  const key = projectSK ? fromRouteKey(projectSK) : '';
  return {
    queryKey: queryKeys.project(key),
    enabled: enabled && Boolean(projectSK && userPK),
    retry: retryUnlessNotFound,
    queryFn: () => fetchProject(userPK!, key),
  };
}

/** The item an editor opens: always the server's latest copy, never a cached one. */
export function featureItemQuery<C extends EditorContract>(
  contract: ContractSource<C>,
  keys: ItemKeys | null,
) {
  return {
    queryKey: queryKeys.feature(contract.editor.type, keys?.SK ?? ''),
    enabled: keys !== null,
    queryFn: () => fetchFeature(contract, keys!),
    retry: retryUnlessNotFound,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * Another item read whole by an editor for its own need (a journey's pain points from the
 * empathy maps, a flow's pages from the sitemaps), under the item's key and `purpose`.
 */
export function featureDetailQuery<C extends EditorContract>(
  contract: ContractSource<C>,
  keys: ItemKeys,
  purpose: string,
) {
  return {
    queryKey: [...queryKeys.feature(contract.editor.type, keys.SK), purpose],
    queryFn: () => fetchFeature(contract, keys),
  };
}

/** Everything that shows an item of the editor `type` in `projectSK` is out of date. */
export function invalidateFeature(client: QueryClient, type: string, projectSK: string) {
  const key = fromRouteKey(projectSK);
  // Creating or saving an item bumps its project's UPDATED_AT (architecture §6).
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.features(type, key) }),
    client.invalidateQueries({ queryKey: queryKeys.project(key) }),
    client.invalidateQueries({ queryKey: queryKeys.projects }),
  ]);
}
