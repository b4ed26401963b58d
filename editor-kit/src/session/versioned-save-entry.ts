/**
 * `editor-kit/versioned-save`: saving under the concurrent-edit rule and its question,
 * for the shell's project page and projects list, which save projects the way the editors
 * save items. Its own entry, bundled into the shell's pages (the shell only provides the
 * kit's singleton to the remotes, it does not load it).
 */
export {
  EditConflictDialog,
  type EditConflictDialogProps,
  type EditConflictLabels,
} from '../editor/EditConflictDialog';
export { useVersionedSave, type VersionedSave } from './useVersionedSave';
export {
  type ConflictWayOut,
  isEditConflict,
  resolveConflict,
  runSave,
  type SaveOutcome,
  type VersionedSaveEvent,
  type VersionedSaveState,
  versionedSave,
  versionedSaveState,
  versionOf,
  withVersion,
} from './versioned-save';
