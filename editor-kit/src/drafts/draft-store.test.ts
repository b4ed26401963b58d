import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, type DraftRecord, draftRecord } from './draft-record';
import { openDraftStore } from './draft-store';

const DAY = 24 * 60 * 60 * 1000;

function record(
  key: string,
  savedAt: number,
  content: unknown = { key },
  writer = 'w',
): DraftRecord {
  return draftRecord({ key, contentVersion: 1, content, baseVersion: 1, savedAt, writer });
}

// A fresh in-memory IndexedDB per test (jsdom has none).
const open = () => openDraftStore(new IDBFactory() as unknown as globalThis.IDBFactory);

describe('the IndexedDB draft store', () => {
  it("keeps each session's record of an item, replacing only its own", async () => {
    const store = await open();
    expect(await store.list('a')).toEqual([]);
    await store.put(record('a', 1, { text: 'first' }, 'tab 1'));
    await store.put(record('a', 2, { text: 'second' }, 'tab 1'));
    await store.put(record('a', 3, { text: 'other tab' }, 'tab 2'));
    await store.put(record('b', 4, { text: 'another item' }, 'tab 1'));
    expect(await store.list('a')).toEqual([
      record('a', 2, { text: 'second' }, 'tab 1'),
      record('a', 3, { text: 'other tab' }, 'tab 2'),
    ]);
  });

  it("takes over an ended session's record in the same write", async () => {
    const store = await open();
    await store.put(record('a', 1, { text: 'restored' }, 'ended tab'));
    await store.put(record('a', 1, {}, 'other tab'));
    await store.put(record('a', 2, { text: 'restored' }, 'this tab'), 'ended tab');
    expect((await store.list('a')).map((r) => (r as DraftRecord).writer)).toEqual([
      'other tab',
      'this tab',
    ]);
  });

  it("deletes one session's record, or all of an item's", async () => {
    const store = await open();
    for (const writer of ['tab 1', 'tab 2']) await store.put(record('a', 1, {}, writer));
    await store.put(record('b', 1, {}, 'tab 1'));
    await store.remove('a', 'tab 1');
    expect((await store.list('a')).map((r) => (r as DraftRecord).writer)).toEqual(['tab 2']);
    await store.removeItem('a');
    expect(await store.list('a')).toEqual([]);
    expect(await store.list('b')).toHaveLength(1);
    await store.remove('missing', 'nobody');
  });

  it('keeps a large table', async () => {
    const store = await open();
    // About the 1.6 MB of a 30 x 30 analysis of 300-character cells.
    const cells = Array.from({ length: 900 }, (_, i) => `${i}`.padEnd(1800, 'x'));
    await store.put(record('big', 1, cells));
    expect(((await store.list('big'))[0] as DraftRecord).content).toEqual(cells);
  });

  it('drops drafts past the age limit and the oldest beyond the count limit', async () => {
    const store = await open();
    const now = 100 * DAY;
    await store.put(record('expired', now - DRAFT_MAX_AGE_MS - 1));
    for (let i = 0; i < 52; i += 1) await store.put(record(`k${i}`, now - (52 - i) * 1000));
    await store.prune(now);
    expect(await store.list('expired')).toEqual([]);
    // 50 kept: the two oldest of the 52 went.
    expect(await store.list('k0')).toEqual([]);
    expect(await store.list('k1')).toEqual([]);
    expect(await store.list('k2')).toHaveLength(1);
    expect(await store.list('k51')).toHaveLength(1);
  });

  it('reports a value it cannot store instead of losing it silently', async () => {
    const store = await open();
    await expect(store.put(record('fn', 1, { run: () => 1 }))).rejects.toThrow();
    expect(await store.list('fn')).toEqual([]);
  });
});
