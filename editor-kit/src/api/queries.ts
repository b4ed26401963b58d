/**
 * `editor-kit/queries`: the server data the shell and the editors share, as the clients
 * fetch and cache it (the feature API checked with the shared schemas, the query keys,
 * the React Query hooks). Its own entry so the shell's pages bundle just this, never the
 * editors' singleton (which the shell only provides to the remotes).
 */
export {
  createFeature,
  createFeatureItem,
  deleteFeature,
  fetchFeature,
  fetchFeatureList,
  fetchProject,
  type ItemKeys,
  saveFeature,
  uploadFeatureThumbnail,
} from './feature-api';
export {
  retryUnlessNotFound,
  useCreateFeature,
  useFeatureList,
  useInvalidateFeature,
  useProject,
} from './feature-queries';
export {
  FEATURE_SCHEMAS,
  type FeatureDetail,
  type FeatureUpdate,
  featureList,
} from './feature-schemas';
export { queryKeys } from './query-keys';
