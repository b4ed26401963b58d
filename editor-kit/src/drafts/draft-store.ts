import { type DraftRecord, draftsToPrune, type StoredDraftAge } from './draft-record';

/**
 * Where drafts live: IndexedDB, one object store of records keyed by [item key, writer],
 * with indexes on the item key (its drafts) and on `savedAt` (bounding what is kept).
 * IndexedDB rather than localStorage because a large competitor analysis is about 1.6 MB
 * of JSON (localStorage's ~5 MB per origin would fill with a few drafts) and a persona's
 * chosen photo is a Blob. Hand-written: a handful of requests needs no wrapper library.
 */
export interface DraftStore {
  /** Every stored value of the item `key`, as it is (unchecked). */
  list(key: string): Promise<unknown[]>;
  /**
   * Writes the session's record; with `takesOver`, deletes that ended session's record of
   * the item in the same transaction (a restored draft, now kept by this session), so a
   * reload can never find both.
   */
  put(record: DraftRecord, takesOver?: string): Promise<void>;
  /** Deletes the item's draft written by `writer`. */
  remove(key: string, writer: string): Promise<void>;
  /** Deletes every draft of the item. */
  removeItem(key: string): Promise<void>;
  /** Drops drafts older than the age limit and the oldest beyond the count limit. */
  prune(now: number): Promise<void>;
}

const DRAFT_DATABASE = 'ux-artefacts-drafts';
const STORE = 'drafts';
const BY_KEY = 'key';
const BY_SAVED_AT = 'savedAt';

export function openDraftStore(
  factory: IDBFactory = indexedDB,
  name = DRAFT_DATABASE,
): Promise<DraftStore> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: ['key', 'writer'] });
      store.createIndex(BY_KEY, 'key');
      store.createIndex(BY_SAVED_AT, 'savedAt');
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer release that needs another schema must not wait on this tab forever.
      db.onversionchange = () => db.close();
      resolve(adapter(db));
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

function adapter(db: IDBDatabase): DraftStore {
  return {
    list: (key) =>
      run(db, 'readonly', (store, done) => {
        const request = store.index(BY_KEY).getAll(key);
        request.onsuccess = () => done(request.result);
      }),
    put: (record, takesOver) =>
      run(db, 'write-now', (store, done) => {
        store.put(record);
        if (takesOver !== undefined && takesOver !== record.writer)
          store.delete([record.key, takesOver]);
        done(undefined);
      }),
    remove: (key, writer) =>
      run(db, 'write-now', (store, done) => {
        store.delete([key, writer]);
        done(undefined);
      }),
    removeItem: (key) =>
      run(db, 'readwrite', (store, done) => {
        const request = store.index(BY_KEY).getAllKeys(key);
        request.onsuccess = () => {
          for (const id of request.result) store.delete(id);
          done(undefined);
        };
      }),
    prune: (now) =>
      run(db, 'readwrite', (store, done) => {
        // Keys only, oldest first: the drafts themselves (megabytes, Blobs) are not read.
        const stored: StoredDraftAge<IDBValidKey>[] = [];
        const cursor = store.index(BY_SAVED_AT).openKeyCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (at) {
            stored.push({ id: at.primaryKey, savedAt: Number(at.key) });
            at.continue();
            return;
          }
          for (const id of draftsToPrune(stored, now)) store.delete(id);
          done(undefined);
        };
      }),
  };
}

/**
 * One transaction on the drafts store. Resolves with what `body` handed to `done` once the
 * transaction has committed (a write is durable then), rejects when it fails or aborts
 * (a full quota surfaces here as QuotaExceededError). `write-now` is a write whose
 * requests are all made at once: it asks for the commit straight away instead of after a
 * round trip, so a write started as the page is left (a reload, a closed tab) still lands.
 */
function run<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode | 'write-now',
  body: (store: IDBObjectStore, done: (value: T) => void) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let result: T;
    let transaction: IDBTransaction;
    try {
      transaction = db.transaction(STORE, mode === 'write-now' ? 'readwrite' : mode);
      body(transaction.objectStore(STORE), (value) => {
        result = value;
      });
      if (mode === 'write-now') transaction.commit?.();
    } catch (error) {
      // A closed connection or a value that cannot be cloned throws synchronously.
      reject(error);
      return;
    }
    transaction.oncomplete = () => resolve(result);
    transaction.onerror = () => reject(transaction.error ?? new Error('Draft storage failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('Draft storage aborted'));
  });
}

let shared: Promise<DraftStore> | null = null;

/**
 * The page's draft store, opened once and bounded once per page load. Rejects where there
 * is no IndexedDB (some private modes, storage switched off); callers then keep working
 * without drafts, and the leave guard stands in for them.
 */
export function pageDraftStore(): Promise<DraftStore> {
  if (shared === null) {
    shared = (async () => {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
      const store = await openDraftStore();
      // Bounding is housekeeping: a failure here must not cost the editor its drafts.
      store.prune(Date.now()).catch((error) => console.warn('Draft pruning failed', error));
      return store;
    })();
    // Try again on the next editor opened (storage may have been freed meanwhile).
    shared.catch(() => {
      shared = null;
    });
  }
  return shared;
}
