/**
 * `editor-kit/projects`: picking a project (the dialog, and how projects are ordered and
 * dated). Its own entry, so the shell's landing bundles it without the editors' kit.
 */
export {
  ChooseProjectDialog,
  type ChooseProjectDialogProps,
  type ChooseProjectLabels,
} from './ChooseProjectDialog';
export { formatLastChange, projectInitial, sortNewestFirst } from './project-order';
