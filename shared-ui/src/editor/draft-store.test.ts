import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, type DraftRecord, draftRecord } from './draft-record';
import { openDraftStore } from './draft-store';

const DAY = 24 * 60 * 60 * 1000;

function record(key: string, savedAt: number, content: unknown = { key }): DraftRecord {
  return draftRecord({ key, contentVersion: 1, content, baseVersion: 1, savedAt, writer: 'w' });
}

// A fresh in-memory IndexedDB per test (jsdom has none).
const open = () => openDraftStore(new IDBFactory() as unknown as globalThis.IDBFactory);

describe('the IndexedDB draft store', () => {
  it('keeps, replaces and returns records under their key', async () => {
    const store = await open();
    expect(await store.get('a')).toBeUndefined();
    await store.put(record('a', 1, { text: 'first' }));
    await store.put(record('a', 2, { text: 'second' }));
    expect(await store.get('a')).toEqual(record('a', 2, { text: 'second' }));
  });

  it('keeps a large table', async () => {
    const store = await open();
    // About the 1.6 MB of a 30 x 30 analysis of 300-character cells.
    const cells = Array.from({ length: 900 }, (_, i) => `${i}`.padEnd(1800, 'x'));
    await store.put(record('big', 1, cells));
    expect(((await store.get('big')) as DraftRecord).content).toEqual(cells);
  });

  it('deletes only when asked to by what is stored', async () => {
    const store = await open();
    await store.put(record('a', 1));
    await store.deleteIf('a', () => false);
    expect(await store.get('a')).toBeDefined();
    await store.deleteIf('a', (stored) => (stored as DraftRecord).savedAt === 1);
    expect(await store.get('a')).toBeUndefined();
    await store.deleteIf('missing', () => true);
  });

  it('drops drafts past the age limit and the oldest beyond the count limit', async () => {
    const store = await open();
    const now = 100 * DAY;
    await store.put(record('expired', now - DRAFT_MAX_AGE_MS - 1));
    for (let i = 0; i < 52; i += 1) await store.put(record(`k${i}`, now - (52 - i) * 1000));
    await store.prune(now);
    expect(await store.get('expired')).toBeUndefined();
    // 50 kept: the two oldest of the 52 went.
    expect(await store.get('k0')).toBeUndefined();
    expect(await store.get('k1')).toBeUndefined();
    expect(await store.get('k2')).toBeDefined();
    expect(await store.get('k51')).toBeDefined();
  });

  it('reports a value it cannot store instead of losing it silently', async () => {
    const store = await open();
    await expect(store.put(record('fn', 1, { run: () => 1 }))).rejects.toThrow();
    expect(await store.get('fn')).toBeUndefined();
  });
});
