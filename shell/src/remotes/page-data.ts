import { PAGE_DATA_IDS } from 'shared-contracts';

/**
 * What the server wrote into this page for the shell (api/src/releases/page-preloads.ts,
 * issue G2): the remotes map and, on an editor route, its release's manifest. Each saves
 * a request the editor would otherwise wait for. Missing or unreadable data is null: the
 * shell then fetches, as it would without it.
 */
function inlineJson(id: string): { json: unknown; element: HTMLElement } | null {
  const element = document.getElementById(id);
  if (element?.getAttribute('type') !== 'application/json') return null;
  try {
    return { json: JSON.parse(element.textContent ?? ''), element };
  } catch {
    return null;
  }
}

/**
 * How long after the page arrived its remotes map counts as current: a remote opened
 * later in the same tab (the map may be stale by then) reads `/remotes.json` instead.
 */
export const PAGE_REMOTES_FRESH_MS = 30_000;

/** The remotes map the server wrote into the page, however old; null without one. */
export function pageRemotesMap(): unknown {
  return inlineJson(PAGE_DATA_IDS.remotes)?.json ?? null;
}

/** The page's remotes map while it is fresh (see above), else null. */
export function pageRemotes(now = Date.now()): unknown {
  if (now - performance.timeOrigin > PAGE_REMOTES_FRESH_MS) return null;
  return pageRemotesMap();
}

/**
 * The manifest the page carries for `url` (absolute), else null. A release's manifest
 * never changes at its URL, so the copy is good for the life of the page.
 */
export function pageManifest(url: string): unknown {
  const data = inlineJson(PAGE_DATA_IDS.remoteManifest);
  const entry = data?.element.dataset.entry;
  if (!data || !entry || new URL(entry, window.location.href).href !== url) return null;
  return data.json;
}
