import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  DRAFT_RECORD_FORMAT,
  type DraftRecord,
  decideDraft,
  draftCandidates,
  draftKey,
  draftRecord,
  draftsToPrune,
  readableBy,
  readDraftRecord,
  restoredVersion,
} from './draft-record';

const KEY = draftKey('empathyMap', { PK: 'PROJECT#p', SK: 'EMPMAP#m' });

function record(changes: Partial<DraftRecord> = {}): DraftRecord {
  return draftRecord({
    key: KEY,
    contentVersion: 1,
    content: { text: 'typed' },
    baseVersion: 3,
    savedAt: 1_000,
    writer: 'tab-a',
    ...changes,
  });
}

const same = (a: { text: string }, b: { text: string }) => a.text === b.text;

describe('draft records', () => {
  it('key one draft per item, and one per editor for a guest', () => {
    expect(KEY).toBe('empathyMap|PROJECT#p|EMPMAP#m');
    expect(draftKey('uxPersona', null)).toBe('uxPersona|guest');
    expect(draftKey('uxPersona', null)).not.toBe(draftKey('empathyMap', null));
  });

  it('read back what was written, and nothing that was not', () => {
    expect(readDraftRecord(record(), KEY)).toEqual(record());
    expect(readDraftRecord(record({ baseVersion: null }), KEY)?.baseVersion).toBeNull();
    for (const bad of [
      undefined,
      null,
      'text',
      [],
      {},
      { ...record(), format: DRAFT_RECORD_FORMAT + 1 },
      { ...record(), key: 'another|key' },
      { ...record(), contentVersion: '1' },
      { ...record(), baseVersion: -1 },
      { ...record(), savedAt: Number.NaN },
      { ...record(), writer: 7 },
      (({ content: _content, ...rest }) => rest)(record()),
    ]) {
      expect(readDraftRecord(bad, KEY)).toBeNull();
    }
  });

  it('never throw on whatever storage holds', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const read = readDraftRecord(value, KEY);
        expect(read === null || read.key === KEY).toBe(true);
      }),
    );
  });

  it('are not read by an older editor than the one that wrote them', () => {
    expect(readableBy(record({ contentVersion: 2 }), 2)).toBe(true);
    expect(readableBy(record({ contentVersion: 1 }), 2)).toBe(true);
    expect(readableBy(record({ contentVersion: 3 }), 2)).toBe(false);
  });
});

describe('deciding about a stored draft', () => {
  const saved = { text: 'saved' };
  const decide = (draft: { text: string } | null, savedVersion: number | undefined, r = record()) =>
    decideDraft({ record: r, draft, saved, savedVersion, isSame: same });

  it('offers a draft that differs from the saved copy', () => {
    expect(decide({ text: 'typed' }, 3)).toEqual({ kind: 'offer', outdated: false });
  });

  it('says so when the item was saved since the draft was edited from it', () => {
    expect(decide({ text: 'typed' }, 4)).toEqual({ kind: 'offer', outdated: true });
    // A guest's or an unversioned server's draft has no version to compare.
    expect(decide({ text: 'typed' }, undefined)).toEqual({ kind: 'offer', outdated: false });
    expect(decide({ text: 'typed' }, 4, record({ baseVersion: null }))).toEqual({
      kind: 'offer',
      outdated: false,
    });
  });

  it('drops a draft the saved copy already holds, and offers nothing unreadable', () => {
    expect(decide({ text: 'saved' }, 4)).toEqual({ kind: 'stale' });
    expect(decide(null, 3)).toEqual({ kind: 'none' });
    expect(
      decideDraft({ record: null, draft: null, saved, savedVersion: 3, isSame: same }),
    ).toEqual({ kind: 'none' });
  });

  it('restores an outdated draft as an edit of its own version, so Save asks first', () => {
    expect(restoredVersion(record({ baseVersion: 3 }), 5)).toBe(3);
    expect(restoredVersion(record({ baseVersion: 3 }), 3)).toBe(3);
    expect(restoredVersion(record({ baseVersion: null }), 5)).toBe(5);
    expect(restoredVersion(record({ baseVersion: 3 }), undefined)).toBeUndefined();
    // A base newer than the saved copy cannot come from this server: the saved one counts.
    expect(restoredVersion(record({ baseVersion: 9 }), 5)).toBe(5);
  });
});

describe('which draft is offered', () => {
  it("the newest readable one of a session that has ended; never a live tab's", () => {
    const older = record({ writer: 'closed tab', savedAt: 1_000 });
    const newer = record({ writer: 'crashed tab', savedAt: 2_000 });
    const live = record({ writer: 'open tab', savedAt: 3_000 });
    const fromNewerRelease = record({ writer: 'rolled back', savedAt: 4_000, contentVersion: 2 });
    const candidates = draftCandidates(
      [older, 'garbage', live, newer, fromNewerRelease, { ...newer, key: 'other|key' }],
      KEY,
      1,
      new Set(['open tab']),
    );
    expect(candidates).toEqual([newer, older]);
    expect(draftCandidates([live], KEY, 1, new Set())).toEqual([live]);
  });
});

describe('bounding what is kept', () => {
  it('drops the expired and the oldest beyond the limit, each once', () => {
    const now = DRAFT_MAX_AGE_MS * 2;
    const fresh = now - 1000;
    const old = now - DRAFT_MAX_AGE_MS - 1;
    const drafts = (...ages: number[]) => ages.map((savedAt, i) => ({ id: `k${i}`, savedAt }));
    expect(draftsToPrune(drafts(fresh, fresh, fresh), now, 3)).toEqual([]);
    expect(draftsToPrune(drafts(fresh, fresh, fresh, fresh, fresh), now, 3)).toEqual(['k0', 'k1']);
    expect(draftsToPrune(drafts(old, fresh, fresh, fresh), now, 3)).toEqual(['k0']);
    expect(draftsToPrune(drafts(old, old, fresh), now, 10)).toEqual(['k0', 'k1']);
    // Exactly at the limit is still kept.
    expect(draftsToPrune(drafts(now - DRAFT_MAX_AGE_MS), now, 10)).toEqual([]);
  });
});
