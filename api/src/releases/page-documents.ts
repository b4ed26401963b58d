import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  type EditorDescription,
  editorAtPath,
  namesStoredItem,
  PRELOAD_FILES,
  type RemotesMap,
} from 'shared-contracts';
import {
  type Preloads,
  pageHints,
  type ReleaseHints,
  readReleaseHints,
  withHints,
} from './page-preloads.js';
import type { SiteReleases } from './site-releases.js';

/** A page as sent: the HTML and its compressed forms, made once per distinct page. */
export interface PageDocument {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** A file's parsed content, read again only when the file changes (a new shell build). */
function fileReader<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return (): T | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    }
    return cached.value;
  };
}

const NO_PRELOADS: Preloads = { js: [], css: [] };

/** The shell's files for an editor route, and for a route opening a stored item besides. */
interface ShellPreloads {
  editor: Preloads;
  item: Preloads;
}

const NO_SHELL_PRELOADS: ShellPreloads = { editor: NO_PRELOADS, item: NO_PRELOADS };

const preloadsOr = (value: Partial<Preloads> | undefined): Preloads =>
  value && Array.isArray(value.js) && Array.isArray(value.css)
    ? { js: value.js, css: value.css }
    : NO_PRELOADS;

/** `route-preloads.json` (tooling/route-preloads.ts); a shell built before `item` has none. */
function shellPreloads(text: string): ShellPreloads {
  try {
    const { editor, item } = JSON.parse(text) as Partial<Record<keyof ShellPreloads, Preloads>>;
    return { editor: preloadsOr(editor), item: preloadsOr(item) };
  } catch {
    return NO_SHELL_PRELOADS;
  }
}

const joined = (a: Preloads, b: Preloads): Preloads => ({
  js: [...a.js, ...b.js],
  css: [...a.css, ...b.css],
});

/** How many distinct pages are kept rendered (one per editor and one for the rest, per registry). */
const KEPT_PAGES = 16;

/**
 * The editor a site path opens and its current release, from the map the page carries:
 * the route is the description's, as the shell's router will read it from the same map.
 */
function releaseAtPath(remotes: RemotesMap, sitePath: string) {
  const editors: EditorDescription[] = [];
  for (const entry of Object.values(remotes)) if (entry.editor) editors.push(entry.editor);
  const editor = editorAtPath(editors, sitePath);
  const current = editor && remotes[editor.remote];
  return editor && current?.entry && current.version
    ? {
        remote: editor.remote,
        entry: current.entry,
        version: current.version,
        storesItems: editor.items !== null,
      }
    : null;
}

/**
 * The shell's index.html (or another of its pages, `file`) as each page gets it: with the
 * remotes map and, on an editor route, its release's manifest and preloads
 * (page-preloads.ts). The registry is read at request time, so a release shows in the
 * next page load, like `/remotes.json`.
 */
export function pageDocuments(shellRoot: string, releases: SiteReleases, file = 'index.html') {
  const index = fileReader(path.join(shellRoot, file), (text) => text);
  const shell = fileReader(path.join(shellRoot, PRELOAD_FILES.shell), shellPreloads);
  // A release folder never changes once published: its hints are read once (a folder
  // missing now, say restored by hand later, is looked for again).
  const releaseHints = new Map<string, ReleaseHints>();
  const hintsOf = (folder: string) => {
    const known = releaseHints.get(folder);
    if (known) return known;
    const read = readReleaseHints(folder, PRELOAD_FILES.remote);
    if (read) releaseHints.set(folder, read);
    return read;
  };
  const rendered = new Map<string, PageDocument>();
  // What the kept pages were made from: a new shell build makes them all again.
  let madeFrom: [string, ShellPreloads | null] | null = null;

  /** The page for a path (without its leading slash), or null before the shell is built. */
  return function pageFor(relative: string): PageDocument | null {
    const html = index();
    if (html === null) return null;
    const shellFiles = shell();
    if (madeFrom?.[0] !== html || madeFrom[1] !== shellFiles) {
      rendered.clear();
      madeFrom = [html, shellFiles];
    }
    const remotes = releases.remotesDocument();
    const current = releaseAtPath(remotes, relative);
    // A stored item's page preloads what loading it needs, too (a guest's sample needs none).
    const item = Boolean(current?.storesItems) && namesStoredItem(relative);
    const key = JSON.stringify([remotes, current?.remote ?? '', item]);
    const known = rendered.get(key);
    if (known) return known;

    let editor: Parameters<typeof pageHints>[0]['editor'];
    if (current) {
      // A release this server hosts has a folder here; one hosted elsewhere has not.
      const folder = releases.store.folderOf(current.remote, current.version);
      const hosted = current.entry.startsWith('/');
      const files = shellFiles ?? NO_SHELL_PRELOADS;
      const hints = hosted ? hintsOf(folder) : null;
      editor = {
        shell: item ? joined(files.editor, files.item) : files.editor,
        entry: current.entry,
        release:
          hints && item ? { ...hints, preloads: joined(hints.preloads, hints.stored) } : hints,
      };
    }
    const page = withHints(html, pageHints({ remotes, editor }));
    const document: PageDocument = {
      html: page,
      br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(page, { level: 9 }),
    };
    if (rendered.size >= KEPT_PAGES) rendered.clear();
    rendered.set(key, document);
    return document;
  };
}
