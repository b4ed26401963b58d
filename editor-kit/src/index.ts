// The editors' kit (a Module Federation singleton, like shared-ui, but loaded only by the
// editors: the shell provides it to the remotes and never imports this entry, so it stays
// off the landing page). It owns the editors' feature API, schemas and queries (it may
// import zod), the editor session and its frame, export, the drafts kept on this device
// and the preset persona photos. Styles: each remote imports 'editor-kit/styles.css'.
// React Query is not imported by this entry's modules: the editors' queries load it on
// first need (api/lazy-queries.ts), so a guest's editor never fetches it.
// Other entries, bundled by whoever imports them: 'editor-kit/i18n', '/routes', '/queries',
// '/query-client', '/versioned-save', '/drafts', '/picture-rules', '/standalone', '/testing'.

export {
  type EditorQuery,
  useFeatureDetails,
  useFeatureList,
  useInvalidateFeature,
  useProject,
} from './api/editor-queries';
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
} from './api/feature-api';
export { type QueriedEditor, retryUnlessNotFound } from './api/feature-query-options';
export { queryKeys } from './api/query-keys';
export * from './drafts/index';
export {
  EditConflictDialog,
  type EditConflictDialogProps,
  type EditConflictLabels,
} from './editor/EditConflictDialog';
export {
  EditorHeader,
  type EditorHeaderLabels,
  type EditorHeaderProps,
} from './editor/EditorHeader';
export { EditorLayout, type EditorLayoutProps } from './editor/EditorLayout';
export { type FeatureEditorLabels, useFeatureEditorLabels } from './editor/editor-labels';
export { FeatureEditorFrame, type FeatureEditorFrameProps } from './editor/FeatureEditorFrame';
export { FeatureEditorRoutes, type FeatureEditorRoutesProps } from './editor/FeatureEditorRoutes';
export type { FeatureEditorStatus } from './editor/feature-editor-support';
export type {
  FeatureEditor,
  FeatureEditorActions,
  FeatureEditorItem,
  FeatureEditorOptions,
  FeatureEditorSession,
} from './editor/feature-editor-types';
export { useFeatureEditor } from './editor/useFeatureEditor';
export {
  type CaptureOptions,
  captureJpeg,
  downloadBlob,
  EXPORTING_ATTRIBUTE,
  exportJpeg,
  fittingPixelRatio,
  type PictureKind,
  type PictureOptions,
  thumbnailJpeg,
} from './export/export-image';
export { photoFileProblem } from './export/photo-file';
export { editorCatalog } from './i18n/editor-catalog';
export * from './i18n/index';
export {
  PresetPhotoGallery,
  type PresetPhotoGalleryLabels,
  type PresetPhotoGalleryProps,
  usePresetPhotoGalleryLabels,
} from './persona-photos/PresetPhotoGallery';
export {
  loadPresetPhotoUrls,
  PRESET_PHOTOS,
  type PresetPhoto,
  type PresetPhotoChoice,
  presetPhotoFile,
} from './persona-photos/presets';
export { editorPath, guestEditorPath, projectPath } from './routes';
