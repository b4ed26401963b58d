import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type DraftCodec,
  type DraftItemKeys,
  type DraftRecord,
  decideDraft,
  draftKey,
  draftRecord,
  readableBy,
  readDraftRecord,
  restoredVersion,
  sameRecord,
  writtenBy,
} from './draft-record';
import { pageDraftStore } from './draft-store';

/** A write waits for a pause in typing this long… */
const WRITE_DEBOUNCE_MS = 400;
/** …but never longer than this while the typing goes on. */
const WRITE_MAX_WAIT_MS = 2000;
/** A store that has not answered by then is treated as missing: the editor opens anyway. */
const READ_TIMEOUT_MS = 3000;

/**
 * `clean`: nothing unsaved. `pending`: an edit waits for its write (flushed when the page
 * is hidden or left). `stored`: the unsaved work is on this device. `failed`: it could not
 * be stored (no IndexedDB, quota, an error), so only the page holds it.
 */
export type DraftState = 'clean' | 'pending' | 'stored' | 'failed';

export interface DraftOffer {
  /** Edited from an older version than the saved copy: someone has saved it since. */
  outdated: boolean;
  /** When the draft was written (epoch ms). */
  savedAt: number;
}

export interface DraftKeeperOptions<Content> {
  /** The draft key's editor part: the feature type, or 'canvas'. */
  editor: string;
  /** The item's keys, or null for a guest (one draft per editor). */
  keys: DraftItemKeys | null;
  codec: DraftCodec<Content>;
  /** What the editor shows now; null until the item has loaded. */
  content: Content | null;
  /** The last saved copy (a guest's: the sample); null until loaded. */
  saved: Content | null;
  /** The saved copy's stored version, which the draft is an edit of. */
  version: number | undefined;
  isSame: (a: Content, b: Content) => boolean;
  /** Puts a restored draft into the editor, as an edit of `version`. */
  apply: (content: Content, version: number | undefined) => void;
}

export interface DraftKeeper {
  /** The stored draft has been read and decided on; until then the editor waits. */
  ready: boolean;
  /** A draft that differs from the saved copy, waiting for Restore or Discard. */
  offer: DraftOffer | null;
  restore(): void;
  discard(): void;
  /** Drops the item's draft whoever wrote it (the item was deleted). */
  forget(): void;
  state: DraftState;
  /** Unsaved work that is not kept on this device: what the leave guard protects. */
  atRisk: boolean;
}

interface PendingOffer<Content> extends DraftOffer {
  record: DraftRecord;
  draft: Content;
}

/**
 * Keeps an editor's unsaved work on this device as it is typed (debounced, flushed when
 * the page is hidden, left or unmounted), and offers a stored draft back when the editor
 * opens: nothing is applied or thrown away without the user's answer. The rules live in
 * draft-record.ts; this hook only connects them to React and the store.
 */
export function useDraftKeeper<Content>(options: DraftKeeperOptions<Content>): DraftKeeper {
  const { editor, keys, content, saved, isSame } = options;
  const key = draftKey(editor, keys);
  const latest = useRef(options);
  latest.current = options;
  // Identifies this editor session's writes, so it clears only drafts it wrote itself.
  const [writer] = useState(newWriterId);
  const [ready, setReady] = useState(false);
  const [offer, setOffer] = useState<PendingOffer<Content> | null>(null);
  const [state, setState] = useState<DraftState>('clean');
  // Whether the last read or write of the store worked: without it, unsaved work is at risk.
  const [healthy, setHealthy] = useState(true);
  // A restored draft another session wrote: this one answers for it from then on.
  const claimed = useRef<DraftRecord | null>(null);
  // Read as soon as the editor mounts, in parallel with loading the item.
  const [stored] = useState(() => readStored(key));

  const loaded = saved !== null;
  useEffect(() => {
    if (!loaded) return;
    let cancelled = false;
    void (async () => {
      const found = await stored;
      const { saved: savedCopy, version, codec, isSame: same } = latest.current;
      if (cancelled || savedCopy === null) return;
      const record = readDraftRecord(found.value, key);
      const draft = record && (await decodeSafely(codec, record, savedCopy));
      if (cancelled) return;
      const decision = decideDraft({
        record,
        draft,
        saved: savedCopy,
        savedVersion: version,
        isSame: same,
      });
      if (decision.kind === 'stale' && record) {
        void deleteIf(key, (value) => sameRecord(value, key, record));
      } else if (decision.kind === 'offer' && record && draft !== null) {
        setOffer({ record, draft, outdated: decision.outdated, savedAt: record.savedAt });
      }
      if (!found.ok) setHealthy(false);
      setReady(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [loaded, stored, key]);

  // Writing: one timer, the latest content read when it fires.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const firstPendingAt = useRef<number | null>(null);
  const dirty = useRef(false);
  const wrote = useRef(false);
  const writes = useRef(0);

  const write = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    firstPendingAt.current = null;
    if (!dirty.current) return;
    dirty.current = false;
    const { codec, content: current, version } = latest.current;
    if (current === null) return;
    const attempt = ++writes.current;
    wrote.current = true;
    const settle = (next: DraftState) => {
      setHealthy(next === 'stored');
      // A later edit is already pending or written: its outcome is the one to show.
      if (attempt === writes.current && !dirty.current) setState(next);
    };
    let record: DraftRecord;
    try {
      const fields = { key, contentVersion: codec.version, baseVersion: version ?? null };
      record = draftRecord({
        ...fields,
        content: codec.encode(current),
        savedAt: Date.now(),
        writer,
      });
    } catch (error) {
      console.warn('The draft could not be encoded', error);
      settle('failed');
      return;
    }
    pageDraftStore()
      .then((store) => store.put(record))
      .then(
        () => settle('stored'),
        (error) => {
          console.warn('The draft could not be stored', error);
          settle('failed');
        },
      );
  }, [key, writer]);

  const unsaved = content !== null && saved !== null && !isSame(content, saved);
  const writing = ready && offer === null;
  useEffect(() => {
    if (!writing || content === null) return;
    if (!unsaved) {
      dirty.current = false;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      setState('clean');
      // Saved, reloaded or undone: this session's draft (or the one it restored) has
      // nothing left to keep.
      const restored = claimed.current;
      if (wrote.current || restored) {
        wrote.current = false;
        claimed.current = null;
        writes.current += 1;
        void deleteIf(
          key,
          (value) =>
            writtenBy(value, key, writer) ||
            (restored !== null && sameRecord(value, key, restored)),
        );
      }
      return;
    }
    dirty.current = true;
    setState('pending');
    const now = Date.now();
    firstPendingAt.current ??= now;
    const wait = Math.min(WRITE_DEBOUNCE_MS, firstPendingAt.current + WRITE_MAX_WAIT_MS - now);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(write, Math.max(0, wait));
  }, [writing, content, unsaved, key, writer, write]);

  // A reload, a closed tab or a switch to another app: write what is pending now.
  useEffect(() => {
    const flush = () => write();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the editor inside the app (another item, the project page).
      write();
    };
  }, [write]);

  const restore = useCallback(() => {
    if (offer === null) return;
    claimed.current = offer.record;
    latest.current.apply(offer.draft, restoredVersion(offer.record, latest.current.version));
    setOffer(null);
  }, [offer]);

  const discard = useCallback(() => {
    if (offer === null) return;
    const { record } = offer;
    // Only the draft that was offered: a newer one written meanwhile by another tab stays.
    void deleteIf(key, (value) => sameRecord(value, key, record));
    setOffer(null);
  }, [offer, key]);

  const forget = useCallback(() => {
    dirty.current = false;
    wrote.current = false;
    claimed.current = null;
    void deleteIf(key, () => true);
  }, [key]);

  return {
    ready,
    offer: offer && { outdated: offer.outdated, savedAt: offer.savedAt },
    restore,
    discard,
    forget,
    state,
    atRisk: unsaved && !healthy,
  };
}

function newWriterId(): string {
  // Not crypto.randomUUID: that needs a secure context, and a site on plain http is not one.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The stored value under `key`, with whether the store answered at all. */
async function readStored(key: string): Promise<{ ok: boolean; value: unknown }> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error('Draft storage did not answer')), READ_TIMEOUT_MS);
  });
  try {
    const value = await Promise.race([pageDraftStore().then((store) => store.get(key)), gaveUp]);
    return { ok: true, value };
  } catch (error) {
    console.warn('Drafts cannot be read on this device', error);
    return { ok: false, value: undefined };
  } finally {
    clearTimeout(timeout);
  }
}

async function decodeSafely<Content>(
  codec: DraftCodec<Content>,
  record: DraftRecord,
  saved: Content,
): Promise<Content | null> {
  if (!readableBy(record, codec.version)) return null;
  try {
    return (await codec.decode(record.content, saved, record.contentVersion)) ?? null;
  } catch (error) {
    // Never trust stored data: a draft the editor cannot read is offered as nothing.
    console.warn('A stored draft could not be read', error);
    return null;
  }
}

function deleteIf(key: string, shouldDelete: (stored: unknown) => boolean): Promise<void> {
  return pageDraftStore()
    .then((store) => store.deleteIf(key, shouldDelete))
    .catch((error) => console.warn('A draft could not be removed', error));
}
