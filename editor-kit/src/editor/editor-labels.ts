import { MESSAGES } from 'shared-contracts';
import type { DraftOfferLabels } from '../drafts/DraftOfferDialog';
import { DRAFT_OFFER_LABELS } from '../drafts/draft-offer-labels';
import type { EditConflictLabels } from './EditConflictDialog';
import type { EditorHeaderLabels } from './EditorHeader';

/**
 * The words of the editors' shared frame, in English: the spec's strings where it has
 * them (MESSAGES), ours otherwise. Remotes may pass their own (another language).
 */
export interface FeatureEditorLabels
  extends EditorHeaderLabels,
    EditConflictLabels,
    DraftOfferLabels {
  /** '+' in the side list. */
  add: string;
  loading: string;
  emptyList: string;
  maxFeatures: string;
  leaveTitle: string;
  leaveMessage: string;
  leave: string;
  stay: string;
  loadError: string;
  notFound: string;
  retry: string;
  projects: string;
}

export const FEATURE_EDITOR_LABELS: FeatureEditorLabels = {
  name: 'Name',
  save: 'Save',
  saving: 'Saving...',
  export: 'Export in JPEG',
  delete: 'Delete',
  unsaved: 'Unsaved*',
  deleteTitle: 'Delete',
  deleteConfirm: MESSAGES.deleteConfirm,
  cancel: 'Cancel',
  add: 'Create new',
  loading: 'Loading…',
  emptyList: MESSAGES.emptyListAlt,
  maxFeatures: MESSAGES.maxFeatures,
  leaveTitle: 'Leave without saving?',
  // Asked only when the changes could not be kept on this device (see LeaveGuard).
  leaveMessage: 'Your changes have not been saved and could not be kept on this device.',
  leave: 'Leave',
  stay: 'Stay',
  loadError: MESSAGES.loadError,
  notFound: MESSAGES.itemNotFound,
  retry: 'Try again',
  projects: 'Your projects',
  // The concurrent-edit rule: the spec shows no such case, so these words are ours.
  conflictTitle: 'Changed in another tab',
  conflictMessage: MESSAGES.editConflict,
  conflictHelp:
    'Load the saved version to see it (your changes here will be discarded), or overwrite it with yours.',
  conflictReload: 'Load saved version',
  conflictOverwrite: 'Overwrite',
  conflictKeepEditing: 'Keep editing',
  ...DRAFT_OFFER_LABELS,
};
