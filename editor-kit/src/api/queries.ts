/**
 * `editor-kit/queries`: the server data the shell and the editors share, as the clients
 * fetch and cache it (the feature API checked with the shared schemas, the query keys,
 * the React Query hooks). Its own entry so the shell's pages bundle just this, never the
 * editors' singleton (which the shell only provides to the remotes).
 */
export {
  createFeature,
  createFeatureItem,
  createProject,
  deleteFeature,
  fetchFeature,
  fetchFeatureList,
  fetchItemDetail,
  fetchProject,
  fetchProjects,
  type ItemKeys,
  type ItemsEditor,
  saveFeature,
  uploadFeatureThumbnail,
} from './feature-api';
export {
  useCreateFeature,
  useCreateProject,
  useFeatureList,
  useInvalidateFeature,
  useProject,
  useProjects,
} from './feature-queries';
export { type QueriedEditor, retryUnlessNotFound } from './feature-query-options';
export { queryKeys } from './query-keys';
