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

type Keys = { PK: string; SK: string };

let items = 0;
/** A fresh item per test: the page's one draft store is shared by the whole file. */
function newItem(): Keys {
  items += 1;
  return { PK: 'PROJECT#p', SK: `EMPMAP#${items}` };
}

type Props = Pick<DraftKeeperOptions<Note>, 'content' | 'saved' | 'version'>;

function keeper(keys: Keys | null, initial: Props, extra: Partial<DraftKeeperOptions<Note>> = {}) {
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

/** The item's stored drafts, oldest first. */
async function stored(keys: Keys | null): Promise<DraftRecord[]> {
  const values = await (await pageDraftStore()).list(draftKey('empathyMap', keys));
  return (values as DraftRecord[]).sort((a, b) => a.savedAt - b.savedAt);
}
const writers = async (keys: Keys | null) => (await stored(keys)).map((r) => r.writer);

/** A draft left by an earlier page (a reload, a closed tab, a crash). */
async function storeDraft(keys: Keys | null, changes: Partial<DraftRecord>) {
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
    expect(await stored(keys)).toMatchObject([{ content: { stored: 'typed' }, baseVersion: 2 }]);

    // Saved: the saved copy is what was typed.
    rerender({ content: { text: 'typed' }, saved: { text: 'typed' }, version: 3 });
    expect(result.current.state).toBe('clean');
    await waitFor(async () => expect(await stored(keys)).toEqual([]));
  });

  it('writes each change at once, and the latest one after the write in flight', async () => {
    const keys = newItem();
    const { result, rerender } = keeper(keys, { content: saved, saved, version: 1 });
    await waitFor(() => expect(result.current.ready).toBe(true));
    for (const text of ['t', 'ty', 'typ', 'typed fast'])
      rerender({ content: { text }, saved, version: 1 });
    // The first change's write was started at once: no timer to wait for.
    expect((await stored(keys))[0]?.content).toEqual({ stored: 't' });
    await waitFor(() => expect(result.current.state).toBe('stored'));
    expect(await stored(keys)).toMatchObject([{ content: { stored: 'typed fast' } }]);
  });

  it('offers a stored draft and restores it only when asked', async () => {
    const keys = newItem();
    await storeDraft(keys, { baseVersion: 2 });
    const { result, apply, rerender } = keeper(keys, { content: saved, saved, version: 2 });
    await waitFor(() => expect(result.current.offer).toEqual({ outdated: false, savedAt: 1_000 }));
    expect(result.current.ready).toBe(true);
    expect(apply).not.toHaveBeenCalled();

    // The editor shows what `apply` was given in the same render as the offer closes.
    act(() => {
      result.current.restore();
      rerender({ content: { text: 'from last time' }, saved, version: 2 });
    });
    expect(apply).toHaveBeenCalledWith({ text: 'from last time' }, 2);
    expect(result.current.offer).toBeNull();
    // The restored work is kept as this session's own draft, then the ended one's goes.
    await waitFor(async () => expect(await writers(keys)).not.toContain('an earlier page'));
    expect(await stored(keys)).toMatchObject([{ content: { stored: 'from last time' } }]);
    // Saved: nothing is left.
    rerender({
      content: { text: 'from last time' },
      saved: { text: 'from last time' },
      version: 3,
    });
    await waitFor(async () => expect(await stored(keys)).toEqual([]));
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

  it('deletes a discarded draft, then offers the next one an ended session left', async () => {
    const keys = newItem();
    await storeDraft(keys, { writer: 'closed tab', savedAt: 1_000 });
    await storeDraft(keys, { writer: 'crashed tab', savedAt: 2_000, content: { stored: 'newer' } });
    const first = keeper(keys, { content: saved, saved, version: 2 });
    await waitFor(() => expect(first.result.current.offer?.savedAt).toBe(2_000));
    act(() => first.result.current.discard());
    expect(first.apply).not.toHaveBeenCalled();
    await waitFor(async () => expect(await writers(keys)).toEqual(['closed tab']));
    first.unmount();

    const second = keeper(keys, { content: saved, saved, version: 2 });
    await waitFor(() => expect(second.result.current.offer?.savedAt).toBe(1_000));
  });

  it("does not offer a tab's draft while that tab is open", async () => {
    const keys = newItem();
    await storeDraft(keys, { writer: 'open tab' });
    const held = [{ name: 'ux-artefacts-draft-session:open tab' }];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { query: async () => ({ held }), request: () => new Promise(() => undefined) },
    });
    try {
      const { result } = keeper(keys, { content: saved, saved, version: 2 });
      await waitFor(() => expect(result.current.ready).toBe(true));
      expect(result.current.offer).toBeNull();
      expect(await writers(keys)).toEqual(['open tab']);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('drops a draft the saved copy already holds, without asking', async () => {
    const keys = newItem();
    await storeDraft(keys, { content: { stored: 'saved' } });
    const { result } = keeper(keys, { content: saved, saved, version: 3 });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.offer).toBeNull();
    await waitFor(async () => expect(await stored(keys)).toEqual([]));
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
      expect(await stored(keys)).toHaveLength(1);
    }
    const keys = newItem();
    await storeDraft(keys, {});
    const throwing = { ...codec, decode: () => Promise.reject(new Error('bad draft')) };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = keeper(keys, { content: saved, saved, version: 2 }, { codec: throwing });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.offer).toBeNull();
  });

  it("never writes over or clears another tab's draft of the same item", async () => {
    const keys = newItem();
    const { result, rerender } = keeper(keys, { content: saved, saved, version: 2 });
    await waitFor(() => expect(result.current.ready).toBe(true));
    rerender({ content: { text: 'mine' }, saved, version: 2 });
    await waitFor(() => expect(result.current.state).toBe('stored'));
    await storeDraft(keys, { savedAt: Date.now() + 1, writer: 'another tab' });
    expect(await stored(keys)).toHaveLength(2);
    rerender({ content: { text: 'mine' }, saved: { text: 'mine' }, version: 3 });
    await waitFor(async () => expect(await writers(keys)).toEqual(['another tab']));
  });

  it("forgets a deleted item's drafts whoever wrote them", async () => {
    const keys = newItem();
    await storeDraft(keys, {});
    await storeDraft(keys, { writer: 'another tab' });
    const { result } = keeper(keys, { content: saved, saved, version: 2 });
    await waitFor(() => expect(result.current.offer).not.toBeNull());
    act(() => result.current.forget());
    await waitFor(async () => expect(await stored(keys)).toEqual([]));
  });

  it("offers a guest's draft the same way", async () => {
    await storeDraft(null, { baseVersion: null });
    const { result } = keeper(null, { content: saved, saved, version: undefined });
    await waitFor(() => expect(result.current.offer).toEqual({ outdated: false, savedAt: 1_000 }));
  });
});
