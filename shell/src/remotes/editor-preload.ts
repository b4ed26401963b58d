import { PRELOAD_FILES } from 'shared-contracts';
import { readFederationManifest } from './federation-manifest';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-deadline';
import { readRemoteReleases } from './remote-releases';

/** A build's preload list (tooling/route-preloads.ts). */
interface Preloads {
  js: string[];
  css: string[];
}

const isPreloads = (value: unknown): value is Preloads => {
  const { js, css } = (value ?? {}) as Partial<Preloads>;
  const strings = (list: unknown) =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  return strings(js) && strings(css);
};

/** A preload list, or null when there is none (a release built before they existed). */
async function readPreloads(url: string, signal: AbortSignal) {
  const response = await fetch(url, { signal });
  if (!response.ok) return null;
  const list: unknown = await response.json();
  return isPreloads(list) ? list : null;
}

/** Adds a preload link for `url` unless the page has one (or the file) already. */
function preload(url: string, kind: 'module' | 'style') {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[href]');
  if ([...links].some((existing) => existing.href === url)) return;
  const link = document.createElement('link');
  if (kind === 'module') {
    link.rel = 'modulepreload';
    link.crossOrigin = '';
  } else {
    // The remote adds its style sheets without crossorigin; the preload must match.
    link.rel = 'preload';
    link.as = 'style';
  }
  link.href = url;
  document.head.append(link);
}

function preloadAll(list: Preloads, base: string) {
  for (const file of list.js) preload(new URL(file, base).href, 'module');
  for (const file of list.css) preload(new URL(file, base).href, 'style');
}

/** The shell's lists (tooling/route-preloads.ts): every editor's, and a stored item's besides. */
interface ShellLists {
  editor: Preloads | null;
  item: Preloads | null;
}

let shellLists: Promise<ShellLists> | null = null;

function readShellLists(signal: AbortSignal): Promise<ShellLists> {
  shellLists ??= fetch(`/${PRELOAD_FILES.shell}`, { signal })
    .then((response) => (response.ok ? response.json() : null))
    .then((json: unknown) => {
      const { editor, item } = (json ?? {}) as Partial<Record<keyof ShellLists, unknown>>;
      return {
        editor: isPreloads(editor) ? editor : null,
        item: isPreloads(item) ? item : null,
      };
    })
    .catch(() => {
      shellLists = null;
      return { editor: null, item: null };
    });
  return shellLists;
}

/**
 * Warms the browser for opening the editor `name` (issue G2): the shell's files every
 * editor needs (with `item`, those opening a stored item needs too) and the current
 * release's files, as preload links, and its manifest in the HTTP cache. Nothing runs:
 * the editor still loads through `loadRemoteApp`, which then finds its files fetched.
 * Failures are silent; the load will meet them again.
 */
export async function preloadEditor(name: string, { item = false } = {}): Promise<void> {
  const signal = AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS);
  const origin = window.location.href;
  const shellFiles = readShellLists(signal).then((lists) => {
    for (const list of [lists.editor, item ? lists.item : null]) {
      if (list) preloadAll(list, origin);
    }
  });
  const releases = await readRemoteReleases(signal, { pageCopy: true });
  const release = releases[name];
  if (!release) return;
  const folder = new URL('./', release.entry).href;
  const [remoteFiles] = await Promise.all([
    readPreloads(`${folder}${PRELOAD_FILES.remote}`, signal),
    readFederationManifest(release.entry, signal),
    shellFiles,
  ]);
  if (remoteFiles) preloadAll(remoteFiles, folder);
}
