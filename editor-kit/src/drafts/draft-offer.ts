import { type DraftRecord, restoredVersion } from './draft-record';

/**
 * The offer of a draft kept on this device, as a pure model: the editor waits until the
 * item's stored drafts have been read (so the offer comes before any edit), then either
 * nothing is offered, or one draft waits for Restore or Discard. useDraftKeeper reads the
 * store and reports here; draft-record.ts decides which draft, if any, is offered.
 */
export interface PendingDraftOffer<Content> {
  record: DraftRecord;
  /** The record's content as the editor read it. */
  draft: Content;
  /** Edited from an older version than the saved copy: someone has saved it since. */
  outdated: boolean;
}

export interface DraftOfferState<Content> {
  /** The stored drafts have been read and decided on; until then the editor waits. */
  read: boolean;
  pending: PendingDraftOffer<Content> | null;
}

export type DraftOfferEvent<Content> =
  | { type: 'drafts-read'; offer: PendingDraftOffer<Content> | null }
  /** Restore or Discard was chosen. */
  | { type: 'offer-answered' };

export const DRAFT_OFFER_START: DraftOfferState<never> = { read: false, pending: null };

export function draftOffer<Content>(
  state: DraftOfferState<Content>,
  event: DraftOfferEvent<Content>,
): DraftOfferState<Content> {
  switch (event.type) {
    case 'drafts-read':
      // Read once per opening: a second answer (a remount's) changes nothing.
      return state.read ? state : { read: true, pending: event.offer };
    case 'offer-answered':
      return { ...state, pending: null };
  }
}

/** Whether edits are written to the store: once read, and not while an offer waits. */
export function keepsDrafts(state: DraftOfferState<unknown>): boolean {
  return state.read && state.pending === null;
}

/** What Restore puts into the editor: the draft, as an edit of the version it may be saved as. */
export function restoration<Content>(
  pending: PendingDraftOffer<Content>,
  savedVersion: number | undefined,
): { content: Content; version: number | undefined } {
  return { content: pending.draft, version: restoredVersion(pending.record, savedVersion) };
}
