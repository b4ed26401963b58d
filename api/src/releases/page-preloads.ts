import fs from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_IDS, type RemotesMap } from 'shared-contracts';

/**
 * What the server writes into a page's `<head>` so the browser need not discover an
 * editor one request at a time (architecture §4 "Releases", issue G2): the remotes map,
 * and on an editor route the current release's manifest plus preload links for every
 * file mounting that editor loads, the shell's and the remote's. The shell reads the
 * inline data (shell/src/remotes/page-data.ts); the links only warm the browser's
 * module map, so a stale or missing hint costs a request, never a wrong load.
 */

/** Files to preload (the shape of tooling/route-preloads.ts's lists). */
export interface Preloads {
  js: string[];
  css: string[];
}

/** What one release of a remote contributes to its editor's pages. */
export interface ReleaseHints {
  /** Its `mf-manifest.json` as served (text), inlined so the shell need not fetch it. */
  manifest: string;
  /** Its files an editor page loads, relative to the release folder. */
  preloads: Preloads;
  /** Its files a stored item's page loads besides (its schemas); none in older releases. */
  stored: Preloads;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isPreloads = (value: unknown): value is Preloads =>
  isStringList((value as Preloads | null)?.js) && isStringList((value as Preloads | null)?.css);

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

/**
 * A release built before `app-preloads.json` existed: its entry and what the manifest
 * lists as loaded with `./App` (it leaves out the remote's shared-module wrappers, so
 * those stay one request later).
 */
function preloadsFromManifest(manifest: ManifestShape): Preloads {
  const app = manifest.exposes?.find((exposed) => exposed.path === './App');
  const entry = manifest.metaData?.remoteEntry?.name;
  const js = app?.assets?.js?.sync;
  const css = app?.assets?.css?.sync;
  return {
    js: [...(typeof entry === 'string' ? [entry] : []), ...(isStringList(js) ? js : [])],
    css: isStringList(css) ? css : [],
  };
}

/**
 * Reads a release folder's hints: null when its manifest is missing or unreadable (the
 * page then loads as it would without hints).
 */
export function readReleaseHints(folder: string, preloadsFile: string): ReleaseHints | null {
  let manifest: string;
  let parsed: ManifestShape;
  try {
    manifest = fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8');
    parsed = JSON.parse(manifest) as ManifestShape;
  } catch {
    return null;
  }
  let preloads: Preloads | null = null;
  let stored: Preloads = { js: [], css: [] };
  try {
    const listed: unknown = JSON.parse(fs.readFileSync(path.join(folder, preloadsFile), 'utf8'));
    if (isPreloads(listed)) {
      preloads = { js: listed.js, css: listed.css };
      const more = (listed as { stored?: unknown }).stored;
      if (isPreloads(more)) stored = { js: more.js, css: more.css };
    }
  } catch {
    // An older release: fall back to the manifest's lists.
  }
  return { manifest, preloads: preloads ?? preloadsFromManifest(parsed), stored };
}

/** JSON inside `<script>`: `<` escaped so no text can close the element. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Inputs of one page's hints. */
export interface PageHintsInput {
  remotes: RemotesMap;
  /** On an editor route: the shell's files for it and the current release of its remote. */
  editor?: {
    shell: Preloads;
    /** The release's manifest URL (as in the remotes map). */
    entry: string;
    /** Null for a release the server cannot read (hosted elsewhere): its manifest is preloaded. */
    release: ReleaseHints | null;
  };
}

/** The markup for the end of `<head>`. */
export function pageHints({ remotes, editor }: PageHintsInput): string {
  const tags = [
    `<script type="application/json" id="${PAGE_DATA_IDS.remotes}">${scriptJson(JSON.stringify(remotes))}</script>`,
  ];
  if (editor) {
    const { shell, entry, release } = editor;
    const modules = [...shell.js];
    const styles = [...shell.css];
    if (release) {
      tags.push(
        `<script type="application/json" id="${PAGE_DATA_IDS.remoteManifest}" data-entry="${attribute(entry)}">${scriptJson(release.manifest)}</script>`,
      );
      // Release files resolve against the manifest's folder, as the runtime resolves them.
      const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
      modules.push(...release.preloads.js.map((file) => folder + file));
      styles.push(...release.preloads.css.map((file) => folder + file));
    } else {
      tags.push(`<link rel="preload" as="fetch" crossorigin href="${attribute(entry)}">`);
    }
    for (const href of modules) {
      tags.push(`<link rel="modulepreload" crossorigin href="${attribute(href)}">`);
    }
    // No crossorigin: the remote adds its style sheets as plain <link rel="stylesheet">.
    for (const href of styles)
      tags.push(`<link rel="preload" as="style" href="${attribute(href)}">`);
  }
  return tags.join('');
}

/** `html` with `hints` just before `</head>`. */
export function withHints(html: string, hints: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? html : html.slice(0, at) + hints + html.slice(at);
}
