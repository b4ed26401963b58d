import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  DRAFT_OFFER_START,
  draftOffer,
  keepsDrafts,
  type PendingDraftOffer,
  restoration,
} from './draft-offer';
import {
  type DraftCodec,
  type DraftItemKeys,
  type DraftRecord,
  decideDraft,
  draftCandidates,
  draftKey,
  draftRecord,
} from './draft-record';
import { holdSession, liveSessions } from './draft-sessions';
import { type DraftStore, pageDraftStore } from './draft-store';

/** A store that has not answered by then is treated as missing: the editor opens anyway. */
const READ_TIMEOUT_MS = 3000;

/**
 * `clean`: nothing unsaved. `pending`: an edit is being written. `stored`: the unsaved work
 * is on this device. `failed`: it could not be stored (no IndexedDB, quota, an error), so
 * only the page holds it.
 */
export type DraftState = 'clean' | 'pending' | 'stored' | 'failed';

export interface DraftOffer {
  /** Edited from an older version than the saved copy: someone has saved it since. */
  outdated: boolean;
  /** When the draft was written (epoch ms). */
  savedAt: number;
}

export interface DraftKeeperOptions<Content> {
  /** The draft key's editor part: the editor's type. */
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
  /** Drops every draft of the item, whoever wrote it (the item was deleted). */
  forget(): void;
  state: DraftState;
  /** Unsaved work that is not kept on this device: what the leave guard protects. */
  atRisk: boolean;
}

/**
 * Keeps an editor's unsaved work on this device as it is typed (one write at a time, the
 * latest content each time), and offers a stored draft back when the editor opens: nothing
 * is applied or thrown away without the user's answer. The rules live in
 * draft-record.ts; this hook only connects them to React, the store and the other tabs.
 */
export function useDraftKeeper<Content>(options: DraftKeeperOptions<Content>): DraftKeeper {
  const { editor, keys, content, saved, isSame } = options;
  const key = draftKey(editor, keys);
  const latest = useRef(options);
  latest.current = options;
  // This session's identity: its own record in the store, and its lock while it is open.
  const [writer] = useState(newWriterId);
  const [offerState, dispatch] = useReducer(draftOffer<Content>, DRAFT_OFFER_START);
  const { read: ready, pending: offer } = offerState;
  const [state, setState] = useState<DraftState>('clean');
  // Whether the last read or write of the store worked: without it, unsaved work is at risk.
  const [healthy, setHealthy] = useState(true);
  // Read as soon as the editor mounts, in parallel with loading the item.
  const [stored] = useState(() => readStored(key));
  // A restored draft of an ended session: deleted once this session has kept it itself.
  const claimed = useRef<DraftRecord | null>(null);

  useEffect(() => {
    let release = holdSession(writer);
    const onHide = () => release();
    // Back from the back/forward cache: open again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) release = holdSession(writer);
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      release();
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, [writer]);

  const loaded = saved !== null;
  useEffect(() => {
    if (!loaded) return;
    let cancelled = false;
    void (async () => {
      const found = await stored;
      const { saved: savedCopy, version, codec, isSame: same } = latest.current;
      if (cancelled || savedCopy === null) return;
      let offered: PendingDraftOffer<Content> | null = null;
      for (const record of draftCandidates(found.values, key, codec.version, found.live)) {
        const draft = await decodeSafely(codec, record, savedCopy);
        if (cancelled) return;
        const decision = decideDraft({
          record,
          draft,
          saved: savedCopy,
          savedVersion: version,
          isSame: same,
        });
        if (decision.kind === 'stale') void withStore((store) => store.remove(key, record.writer));
        if (decision.kind === 'offer' && draft !== null) {
          offered = { record, draft, outdated: decision.outdated };
          break;
        }
      }
      if (!found.ok) setHealthy(false);
      dispatch({ type: 'drafts-read', offer: offered });
    })();
    return () => {
      cancelled = true;
    };
  }, [loaded, stored, key]);

  // Writing: at most one write in flight, and when it lands the latest content follows
  // if anything changed meanwhile. No timer: a write waiting for a pause in typing would be
  // lost by a reload in that pause, since Chromium drops IndexedDB writes started while a
  // page unloads. A large draft takes longer to write, so it is written less often.
  const dirty = useRef(false);
  const inFlight = useRef(false);
  const wrote = useRef(false);
  const writes = useRef(0);

  const write = useCallback(() => {
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
      const fields = { key, contentVersion: codec.version, baseVersion: version ?? null, writer };
      record = draftRecord({ ...fields, content: codec.encode(current), savedAt: Date.now() });
    } catch (error) {
      warnOnce('The draft could not be encoded', error);
      settle('failed');
      return;
    }
    const claim = claimed.current;
    inFlight.current = true;
    pageDraftStore()
      .then((store) => store.put(record, claim?.writer))
      .then(
        () => {
          settle('stored');
          if (claim !== null && claimed.current === claim) claimed.current = null;
        },
        (error) => {
          warnOnce('The draft could not be stored', error);
          settle('failed');
        },
      )
      .finally(() => {
        inFlight.current = false;
        writeRef.current();
      });
  }, [key, writer]);
  // The write that follows a landed one is the latest `write` (a re-render may replace it).
  const writeRef = useRef(write);
  writeRef.current = write;

  const unsaved = content !== null && saved !== null && !isSame(content, saved);
  const writing = keepsDrafts(offerState);
  useEffect(() => {
    if (!writing || content === null) return;
    if (!unsaved) {
      dirty.current = false;
      setState('clean');
      // Saved, reloaded or undone: nothing of this session's is left to keep.
      const claim = claimed.current;
      claimed.current = null;
      if (claim !== null) void withStore((store) => store.remove(key, claim.writer));
      if (wrote.current) {
        wrote.current = false;
        // A write still in flight must not report 'stored' afterwards.
        writes.current += 1;
        void withStore((store) => store.remove(key, writer));
      }
      return;
    }
    dirty.current = true;
    setState('pending');
    if (!inFlight.current) write();
  }, [writing, content, unsaved, key, writer, write]);

  // Leaving: write what is pending now, without waiting for the write in flight (best
  // effort while a page unloads; leaving the editor inside the app is no unload).
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the editor inside the app (another item, the project page).
      write();
    };
  }, [write]);

  const restore = useCallback(() => {
    if (offer === null) return;
    claimed.current = offer.record;
    const { content: restored, version } = restoration(offer, latest.current.version);
    latest.current.apply(restored, version);
    dispatch({ type: 'offer-answered' });
  }, [offer]);

  // The offer closes once the draft is deleted (milliseconds), so a reload right after
  // Discard cannot bring it back.
  const discard = useCallback(() => {
    if (offer === null) return;
    const { writer: offeredBy } = offer.record;
    void withStore((store) => store.remove(key, offeredBy)).then(() =>
      dispatch({ type: 'offer-answered' }),
    );
  }, [offer, key]);

  const forget = useCallback(() => {
    dirty.current = false;
    wrote.current = false;
    claimed.current = null;
    void withStore((store) => store.removeItem(key));
  }, [key]);

  return {
    ready,
    offer: offer && { outdated: offer.outdated, savedAt: offer.record.savedAt },
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

interface Found {
  /** Whether the store answered at all. */
  ok: boolean;
  /** The item's stored values, unchecked. */
  values: unknown[];
  /** The sessions open now in any tab. */
  live: Set<string>;
}

async function readStored(key: string): Promise<Found> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error('Draft storage did not answer')), READ_TIMEOUT_MS);
  });
  try {
    const [values, live] = await Promise.race([
      Promise.all([pageDraftStore().then((store) => store.list(key)), liveSessions()]),
      gaveUp,
    ]);
    return { ok: true, values, live };
  } catch (error) {
    warnOnce('Drafts cannot be read on this device', error);
    return { ok: false, values: [], live: new Set() };
  } finally {
    clearTimeout(timeout);
  }
}

async function decodeSafely<Content>(
  codec: DraftCodec<Content>,
  record: DraftRecord,
  saved: Content,
): Promise<Content | null> {
  try {
    return (await codec.decode(record.content, saved, record.contentVersion)) ?? null;
  } catch (error) {
    // Never trust stored data: a draft the editor cannot read is offered as nothing.
    warnOnce('A stored draft could not be read', error);
    return null;
  }
}

/** Housekeeping on the store; a failure only leaves a draft for the bounds to drop. */
function withStore(change: (store: DraftStore) => Promise<void>): Promise<void> {
  return pageDraftStore()
    .then(change)
    .catch((error) => warnOnce('A draft could not be removed', error));
}

const warned = new Set<string>();

/** Logs each kind of storage trouble once per page, not on every keystroke. */
function warnOnce(message: string, error: unknown) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message, error);
}
