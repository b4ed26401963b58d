/**
 * `editor-kit/drafts`: unsaved work kept on this device and offered back, for an editor
 * outside the kit's session (the canvas). Its own entry, bundled by whoever imports it,
 * so such an editor does not load the kit's feature API and schemas.
 */

export {
  DraftOfferDialog,
  type DraftOfferDialogProps,
  type DraftOfferLabels,
} from './DraftOfferDialog';
export { useDraftOfferLabels } from './draft-offer-labels';
export {
  DRAFT_MAX_AGE_MS,
  DRAFT_MAX_COUNT,
  type DraftCodec,
  type DraftItemKeys,
  draftKey,
} from './draft-record';
export {
  type DraftKeeper,
  type DraftKeeperOptions,
  type DraftOffer,
  type DraftState,
  useDraftKeeper,
} from './useDraftKeeper';
