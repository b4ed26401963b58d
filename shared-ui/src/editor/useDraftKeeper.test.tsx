import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type DraftCodec, type DraftRecord, draftKey, draftRecord } from './draft-record';
import { pageDraftStore } from './draft-store';
import { type DraftKeeperOptions, useDraftKeeper } from './useDraftKeeper';

interface Note {
  text: string;
}

const codec: DraftCodec<Note> = {
  version: 1,
  encode: (note) => ({ stored: note.text }),
  decode: (stored) => {
    const text = (stored as { stored?: unknown } | null)?.stored;
    return typeof text === 'string' ? { text } : null;
  },
};

let items = 0;
/** A fresh item per test: the page's one draft store is shared by the whole file. */
function newItem() {
  items += 1;
  return { PK: 'PROJECT#p', SK: `EMPMAP#${items}` };
}

type Props = Pick<DraftKeeperOptions<Note>, 'content' | 'saved' | 'version'>;

function keeper(keys: { PK: string; SK: string } | null, initial: Props, extra = {}) {
  const apply = vi.fn();
  const hook = renderHook(
    (props: Props) =>
      useDraftKeeper<Note>({
        editor: 'empathyMap',
        keys,
        codec,
        isSame: (a, b) => a.text === b.text,
        apply,
        ...props,
        ...extra,
      }),
    { initialProps: initial },
  );
  return { ...hook, apply };
}

async function stored(keys: { PK: string; SK: string } | null) {
  return (await (await pageDraftStore()).get(draftKey('empathyMap', keys))) as
    | DraftRecord
    | undefined;
}

async function storeDraft(keys: { PK: string; SK: string } | null, changes: Partial<DraftRecord>) {
  const record = draftRecord({
    key: draftKey('empathyMap', keys),
    contentVersion: 1,
    content: { stored: 'from last time' },
    baseVersion: 2,
    savedAt: 1_000,
    writer: 'an earlier page',
    ...changes,
  });
  await (await pageDraftStore()).put(record);
  return record;
}

const saved = { text: 'saved' };

describe('useDraftKeeper', () => {
  it('keeps typed work on this device, and drops it once it is saved', async () => {
    const keys = newItem();
    const { result, rerender } = keeper(keys, { content: saved, saved, version: 2 });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.offer).toBeNull();

    rerender({ content: { text: 'typed' }, saved, version: 2 });
    expect(result.current.state).toBe('pending');
    await waitFor(() => expect(result.current.state).toBe('stored'));
    expect(result.current.atRisk).toBe(false);
    expect(await stored(keys)).toMatchObject({ content: { stored: 'typed' }, baseVersion: 2 });

    // Saved: the saved copy is what was typed.
    rerender({ content: { text: 'typed' }, saved: { text: 'typed' }, version: 3 });
    expect(result.current.state).toBe('clean');
    await waitFor(async () => expect(await stored(keys)).toBeUndefined());
  });

  it('writes what is pending at once when the page is hidden or left', async () => {
    const keys = newItem();
    const { result, rerender } = keeper(keys, { content: saved, saved, version: 1 });
    await waitFor(() => expect(result.current.ready).toBe(true));
    rerender({ content: { text: 'just typed' }, saved, version: 1 });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(async () =>
      expect((await stored(keys))?.content).toEqual({ stored: 'just typed' }),
    );
  });

  it('offers a stored draft and restores it only when asked', async () => {
    const keys = newItem();
    await storeDraft(keys, { baseVersion: 2 });
    const { result, apply, rerender } = keeper(keys, { content: saved, saved, version: 2 });
    await waitFor(() => expect(result.current.offer).toEqual({ outdated: false, savedAt: 1_000 }));
    expect(result.current.ready).toBe(true);
    expect(apply).not.toHaveBeenCalled();

    act(() => result.current.restore());
    expect(apply).toHaveBeenCalledWith({ text: 'from last time' }, 2);
    expect(result.current.offer).toBeNull();
    // The restored work is this page's draft from now on: its save clears it.
    rerender({ content: { text: 'from last time' }, saved, version: 2 });
    rerender({
      content: { text: 'from last time' },
      saved: { text: 'from last time' },
      version: 3,
    });
    await waitFor(async () => expect(await stored(keys)).toBeUndefined());
  });

  it('says a draft is outdated and restores it as an edit of its own version', async () => {
    const keys = newItem();
    await storeDraft(keys, { baseVersion: 2 });
    const { result, apply } = keeper(keys, { content: saved, saved, version: 5 });
    await waitFor(() => expect(result.current.offer?.outdated).toBe(true));
    act(() => result.current.restore());
    // Save then meets the concurrent-edit rule's question before replacing version 5.
    expect(apply).toHaveBeenCalledWith({ text: 'from last time' }, 2);
  });

  it('deletes a discarded draft, unless another tab wrote a newer one meanwhile', async () => {
    const keys = newItem();
    await storeDraft(keys, {});
    const first = keeper(keys, { content: saved, saved, version: 2 });
    await waitFor(() => expect(first.result.current.offer).not.toBeNull());
    act(() => first.result.current.discard());
    expect(first.apply).not.toHaveBeenCalled();
    await waitFor(async () => expect(await stored(keys)).toBeUndefined());

    await storeDraft(keys, {});
    const second = keeper(keys, { content: saved, saved, version: 2 });
    await waitFor(() => expect(second.result.current.offer).not.toBeNull());
    await storeDraft(keys, { savedAt: 2_000, writer: 'another tab' });
    act(() => second.result.current.discard());
    // Transactions on one store run in the order they were made: the delete (if any) first.
    expect((await stored(keys))?.writer).toBe('another tab');
  });

  it('drops a draft the saved copy already holds, without asking', async () => {
    const keys = newItem();
    await storeDraft(keys, { content: { stored: 'saved' } });
    const { result } = keeper(keys, { content: saved, saved, version: 3 });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.offer).toBeNull();
    await waitFor(async () => expect(await stored(keys)).toBeUndefined());
  });

  it('offers nothing it cannot read, and leaves it for an editor that can', async () => {
    for (const changes of [
      { content: { stored: 42 } },
      { contentVersion: 2 },
      { format: 99 } as unknown as Partial<DraftRecord>,
    ]) {
      const keys = newItem();
      await storeDraft(keys, changes);
      const { result } = keeper(keys, { content: saved, saved, version: 2 });
      await waitFor(() => expect(result.current.ready).toBe(true));
      expect(result.current.offer).toBeNull();
      expect(await stored(keys)).toBeDefined();
    }
    const keys = newItem();
    await storeDraft(keys, {});
    const throwing = { ...codec, decode: () => Promise.reject(new Error('bad draft')) };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = keeper(keys, { content: saved, saved, version: 2 }, { codec: throwing });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.offer).toBeNull();
  });

  it("never clears another tab's draft of the same item", async () => {
    const keys = newItem();
    const { result, rerender } = keeper(keys, { content: saved, saved, version: 2 });
    await waitFor(() => expect(result.current.ready).toBe(true));
    rerender({ content: { text: 'mine' }, saved, version: 2 });
    await waitFor(() => expect(result.current.state).toBe('stored'));
    // The other tab's edit is the newest: it wins the key.
    await storeDraft(keys, { savedAt: Date.now() + 1, writer: 'another tab' });
    rerender({ content: { text: 'mine' }, saved: { text: 'mine' }, version: 3 });
    // Transactions on one store run in the order they were made: the delete (if any) first.
    expect((await stored(keys))?.writer).toBe('another tab');
  });

  it("forgets a deleted item's draft whoever wrote it", async () => {
    const keys = newItem();
    await storeDraft(keys, {});
    const { result } = keeper(keys, { content: saved, saved, version: 2 });
    await waitFor(() => expect(result.current.offer).not.toBeNull());
    act(() => result.current.forget());
    await waitFor(async () => expect(await stored(keys)).toBeUndefined());
  });

  it('keeps a guest draft per editor and waits for nothing but it', async () => {
    await storeDraft(null, { baseVersion: null });
    const { result } = keeper(null, { content: saved, saved, version: undefined });
    await waitFor(() => expect(result.current.offer).toEqual({ outdated: false, savedAt: 1_000 }));
  });
});
