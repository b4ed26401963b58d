import { describe, expect, it } from 'vitest';
import {
  DRAFT_OFFER_START,
  type DraftOfferState,
  draftOffer,
  keepsDrafts,
  type PendingDraftOffer,
  restoration,
} from './draft-offer';
import { draftRecord } from './draft-record';

const pending = (baseVersion: number | null): PendingDraftOffer<string> => ({
  record: draftRecord({
    key: 'empathyMap|P|S',
    contentVersion: 1,
    content: 'kept',
    baseVersion,
    savedAt: 1,
    writer: 'w',
  }),
  draft: 'kept',
  outdated: baseVersion !== null && baseVersion < 5,
});

describe('the draft offer model', () => {
  it('waits until the stored drafts are read, and writes none meanwhile', () => {
    expect(keepsDrafts(DRAFT_OFFER_START)).toBe(false);
    const read = draftOffer<string>(DRAFT_OFFER_START, { type: 'drafts-read', offer: null });
    expect(read).toEqual({ read: true, pending: null });
    expect(keepsDrafts(read)).toBe(true);
  });

  it('holds an offer until it is answered, keeping no draft of its own meanwhile', () => {
    const offered = draftOffer<string>(DRAFT_OFFER_START, {
      type: 'drafts-read',
      offer: pending(5),
    });
    expect(keepsDrafts(offered)).toBe(false);
    const answered = draftOffer(offered, { type: 'offer-answered' });
    expect(answered).toEqual({ read: true, pending: null });
    expect(keepsDrafts(answered)).toBe(true);
  });

  it('reads once per opening', () => {
    const offered: DraftOfferState<string> = { read: true, pending: null };
    expect(draftOffer(offered, { type: 'drafts-read', offer: pending(5) })).toBe(offered);
  });

  it('restores an outdated draft as an edit of the version it was made from', () => {
    expect(restoration(pending(4), 5)).toEqual({ content: 'kept', version: 4 });
    expect(restoration(pending(5), 5)).toEqual({ content: 'kept', version: 5 });
    expect(restoration(pending(null), undefined)).toEqual({ content: 'kept', version: undefined });
  });
});
