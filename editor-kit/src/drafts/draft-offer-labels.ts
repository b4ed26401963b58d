import type { DraftOfferLabels } from './DraftOfferDialog';

/**
 * The offer of a stored draft (issue 16's 'Restore unsaved changes' / 'Discard'; the rest
 * is ours). Apart, because the canvas uses them without the rest of the kit.
 */
export const DRAFT_OFFER_LABELS: DraftOfferLabels = {
  draftOfferTitle: 'Unsaved changes',
  draftOfferMessage: (what, when) =>
    `This ${what} has changes that were not saved, kept on this device (${when}).`,
  draftOfferOutdated:
    'These changes were made to an older version; someone has saved it since. If you restore them, Save will ask before they replace the newer version.',
  draftOfferHelp: 'Discard deletes them from this device.',
  draftRestore: 'Restore unsaved changes',
  draftDiscard: 'Discard',
};
