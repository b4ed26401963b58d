/** Where the access token lives (spec §7: "stored locally under the key access_token"). */
export const ACCESS_TOKEN_KEY = 'access_token';

type TokenListener = (token: string | null) => void;

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** Called on every change, in this page or another tab; returns the unsubscribe. */
  subscribe(listener: TokenListener): () => void;
}

const listeners = new Set<TokenListener>();

// localStorage can throw (storage disabled, privacy modes); no storage means no session.
function read(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

function notify(token: string | null) {
  for (const listener of [...listeners]) listener(token);
}

/**
 * Another tab's writes arrive as `storage` events (never for this tab's own writes). A
 * null key means that tab cleared the whole storage. The value is read back rather than
 * taken from the event, so listeners always see what `get()` will answer.
 */
function onStorage(event: StorageEvent) {
  if (event.storageArea && event.storageArea !== localStorage) return;
  if (event.key !== null && event.key !== ACCESS_TOKEN_KEY) return;
  notify(read());
}

let listeningToOtherTabs = false;

/**
 * The one token store of the page: the package is a federation singleton, so the shell
 * and every remote read and write this same object.
 */
export const tokenStore: TokenStore = {
  get: read,
  set(token) {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    notify(token);
  },
  clear() {
    try {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
    } catch {
      // Nothing stored that could be removed.
    }
    notify(null);
  },
  subscribe(listener) {
    listeners.add(listener);
    // Attached on first use rather than at import, so importing has no side effects.
    if (!listeningToOtherTabs && typeof window !== 'undefined') {
      window.addEventListener('storage', onStorage);
      listeningToOtherTabs = true;
    }
    return () => {
      listeners.delete(listener);
    };
  },
};
