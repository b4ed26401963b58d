// The design system shared by the shell and every editor remote (a Module Federation
// singleton). Styles: import 'shared-ui/styles.css' once, in the host.

export { Banner, type BannerKind, type BannerProps } from './components/Banner';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button';
export { Card, type CardProps } from './components/Card';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Dialog, type DialogProps } from './components/Dialog';
export { FullPageSpinner } from './components/FullPageSpinner';
export { HorizontalSlider, type HorizontalSliderProps } from './components/HorizontalSlider';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { Menu, type MenuItem, type MenuProps } from './components/Menu';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { SideList, type SideListItem, type SideListProps } from './components/SideList';
export { Slider, type SliderProps } from './components/Slider';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { TextField, type TextFieldProps } from './components/TextField';
export { VisuallyHidden } from './components/VisuallyHidden';
export { UiKitDemo, type UiKitDemoProps } from './demo/UiKitDemo';
export {
  DraftOfferDialog,
  type DraftOfferDialogProps,
  type DraftOfferLabels,
} from './editor/DraftOfferDialog';
export {
  DRAFT_MAX_AGE_MS,
  DRAFT_MAX_COUNT,
  type DraftCodec,
  type DraftItemKeys,
  draftKey,
} from './editor/draft-record';
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
export {
  DRAFT_OFFER_LABELS,
  FEATURE_EDITOR_LABELS,
  type FeatureEditorLabels,
} from './editor/editor-labels';
export {
  type CaptureOptions,
  captureJpeg,
  downloadBlob,
  EXPORTING_ATTRIBUTE,
  exportJpeg,
  fittingPixelRatio,
  type PictureOptions,
  thumbnailJpeg,
} from './editor/export-image';
export { FeatureEditorFrame, type FeatureEditorFrameProps } from './editor/FeatureEditorFrame';
export { FeatureEditorRoutes, type FeatureEditorRoutesProps } from './editor/FeatureEditorRoutes';
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
} from './editor/feature-api';
export {
  retryUnlessNotFound,
  useCreateFeature,
  useFeatureList,
  useInvalidateFeature,
  useProject,
} from './editor/feature-queries';
export { LeaveGuard, type LeaveGuardProps } from './editor/LeaveGuard';
export { photoFileProblem } from './editor/photo-file';
export {
  type DraftKeeper,
  type DraftKeeperOptions,
  type DraftOffer,
  type DraftState,
  useDraftKeeper,
} from './editor/useDraftKeeper';
export {
  type FeatureEditor,
  type FeatureEditorOptions,
  type FeatureEditorSchemas,
  type FeatureEditorStatus,
  useFeatureEditor,
} from './editor/useFeatureEditor';
export {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  EyeIcon,
  EyeOffIcon,
  MenuIcon,
  PencilIcon,
  PlusIcon,
  TrashIcon,
  UserIcon,
} from './icons/icons';
export type { IconProps } from './icons/SvgIcon';
export { BREAKPOINTS } from './layout/breakpoints';
export { useIsNarrow, useMediaQuery } from './layout/useMediaQuery';
export { useViewportWidth } from './layout/useViewportWidth';
export {
  PRESET_PHOTO_GALLERY_LABELS,
  PresetPhotoGallery,
  type PresetPhotoGalleryLabels,
  type PresetPhotoGalleryProps,
} from './persona-photos/PresetPhotoGallery';
export {
  loadPresetPhotoUrls,
  PRESET_PHOTOS,
  type PresetPhoto,
  type PresetPhotoChoice,
  presetPhotoFile,
} from './persona-photos/presets';
export {
  pickByWidth,
  TRUNCATION,
  TRUNCATION_BY_WIDTH,
  truncate,
  type WidthTable,
} from './text/truncate';
export { ToastProvider, type ToastProviderProps } from './toast/ToastProvider';
export { TOAST_DURATION_MS, type ToastApi, type ToastKind, useToast } from './toast/toastContext';
