/**
 * What a local draft is and the rules around it, with no browser API: the record kept
 * per item (and per editor for a guest), how a stored value is read back without
 * trusting it, which draft is offered and when, and which drafts are dropped to bound
 * what is kept. The IndexedDB adapter (draft-store.ts) and the hook (useDraftKeeper.ts)
 * only move these records around.
 *
 * Each editor session (one page's editor) writes its own record under the item's key:
 * two tabs on one item never write over or delete each other's work, and when an item is
 * opened the newest draft of a session that has ended is offered (one at a time; the
 * others wait for the next opening, so none is dropped unseen).
 */

/** The shape of the record itself; bump it when the envelope below changes. */
export const DRAFT_RECORD_FORMAT = 1;

/** Drafts untouched this long are dropped (a month of holidays is still covered). */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * At most this many drafts are kept; the oldest go first. A large competitor analysis is
 * about 1.6 MB of JSON, so 50 of them stay well inside any browser's IndexedDB quota.
 */
export const DRAFT_MAX_COUNT = 50;

/**
 * How an editor turns its content into a stored draft and back. The stored value may come
 * from another release of the editor, or have been altered by hand: `decode` validates it
 * and answers null for anything it cannot read, so a bad draft is offered as nothing.
 */
export interface DraftCodec<Content> {
  /** The editor's own draft format; bump it when `encode`'s output changes shape. */
  version: number;
  /** Something IndexedDB can store (plain data, Blobs). */
  encode(content: Content): unknown;
  /**
   * The draft on top of the saved copy (which supplies what a draft does not keep, e.g.
   * a photo's signed URL that expires), or null when `stored` is not a draft this editor
   * can read. `version` is the format it was written in.
   */
  decode(
    stored: unknown,
    saved: Content,
    version: number,
  ): Content | null | Promise<Content | null>;
}

export interface DraftRecord {
  format: typeof DRAFT_RECORD_FORMAT;
  /** `draftKey(editor, keys)`: the item's drafts, or a guest's of one editor. */
  key: string;
  /** The editor's draft format (`DraftCodec.version`) the content was written in. */
  contentVersion: number;
  content: unknown;
  /** The stored version the draft was edited from (the concurrent-edit rule), if any. */
  baseVersion: number | null;
  /** When it was written (epoch ms); what the age and count bounds go by. */
  savedAt: number;
  /** The editor session that wrote it; with `key`, the record's identity in the store. */
  writer: string;
}

export interface DraftItemKeys {
  PK: string;
  SK: string;
}

/** `empathyMap|PROJECT#…|EMPMAP#…` for an item, `empathyMap|guest` for a guest. */
export function draftKey(editor: string, keys: DraftItemKeys | null): string {
  return keys ? `${editor}|${keys.PK}|${keys.SK}` : `${editor}|guest`;
}

export function draftRecord(fields: Omit<DraftRecord, 'format'>): DraftRecord {
  return { format: DRAFT_RECORD_FORMAT, ...fields };
}

/**
 * A stored value as a record, or null when it is not one this code wrote (another format,
 * a truncated write, something put there by hand). Only the envelope is checked here;
 * the content is the editor's codec's to check.
 */
export function readDraftRecord(value: unknown, key: string): DraftRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<Record<keyof DraftRecord, unknown>>;
  const baseVersion = record.baseVersion;
  const valid =
    record.format === DRAFT_RECORD_FORMAT &&
    record.key === key &&
    isWhole(record.contentVersion) &&
    'content' in record &&
    (baseVersion === null || isWhole(baseVersion)) &&
    isWhole(record.savedAt) &&
    typeof record.writer === 'string';
  return valid ? (record as DraftRecord) : null;
}

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Whether the editor that is open can read a draft written in `contentVersion`. */
export function readableBy(record: DraftRecord, codecVersion: number): boolean {
  // A draft from a newer release (the editor was rolled back) may hold fields this one
  // would drop without a word: offered as nothing, and left alone for the newer release.
  return record.contentVersion <= codecVersion;
}

/**
 * The drafts of an item that may be offered, newest first: records this editor can read,
 * written by sessions that have ended (`live` holds the writers of editors still open in
 * another tab: their work is theirs to keep, and is offered once they are gone).
 */
export function draftCandidates(
  stored: readonly unknown[],
  key: string,
  codecVersion: number,
  live: ReadonlySet<string>,
): DraftRecord[] {
  return stored
    .map((value) => readDraftRecord(value, key))
    .filter((record): record is DraftRecord => record !== null)
    .filter((record) => readableBy(record, codecVersion) && !live.has(record.writer))
    .sort((a, b) => b.savedAt - a.savedAt);
}

/** What opening an item does about one stored draft. */
export type DraftDecision =
  /** No draft, or one that cannot be read: the saved copy, and no question. */
  | { kind: 'none' }
  /** The draft equals the saved copy (saved elsewhere, say): drop it, no question. */
  | { kind: 'stale' }
  /**
   * Offer it. `outdated`: it was edited from an older version than the saved copy, so
   * someone has saved the item since and restoring it would replace their work.
   */
  | { kind: 'offer'; outdated: boolean };

export function decideDraft<Content>(input: {
  record: DraftRecord | null;
  /** The record's content as the editor read it (null: unreadable). */
  draft: Content | null;
  saved: Content;
  /** The saved copy's stored version (undefined for a guest or an unversioned server). */
  savedVersion: number | undefined;
  isSame: (a: Content, b: Content) => boolean;
}): DraftDecision {
  const { record, draft, saved, savedVersion, isSame } = input;
  if (record === null || draft === null) return { kind: 'none' };
  if (isSame(draft, saved)) return { kind: 'stale' };
  const outdated =
    record.baseVersion !== null && savedVersion !== undefined && record.baseVersion < savedVersion;
  return { kind: 'offer', outdated };
}

/**
 * The version a restored draft is saved as an edit of. An outdated draft keeps the version
 * it was edited from, so its Save meets the concurrent-edit rule's question (409: keep
 * editing, load the saved version, or overwrite) exactly as it would have in the tab
 * that wrote it; nothing newer is replaced without that question.
 */
export function restoredVersion(
  record: DraftRecord,
  savedVersion: number | undefined,
): number | undefined {
  if (record.baseVersion === null || savedVersion === undefined) return savedVersion;
  return Math.min(record.baseVersion, savedVersion);
}

export interface StoredDraftAge<Id> {
  id: Id;
  savedAt: number;
}

/**
 * The drafts to delete to bound what is kept: every draft older than the age limit, and
 * the oldest beyond the count limit. `oldestFirst` lists every stored draft by `savedAt`.
 */
export function draftsToPrune<Id>(
  oldestFirst: readonly StoredDraftAge<Id>[],
  now: number,
  maxCount = DRAFT_MAX_COUNT,
): Id[] {
  const overflow = Math.max(0, oldestFirst.length - maxCount);
  return oldestFirst
    .filter((draft, index) => index < overflow || draft.savedAt < now - DRAFT_MAX_AGE_MS)
    .map((draft) => draft.id);
}
