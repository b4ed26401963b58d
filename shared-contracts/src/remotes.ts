/**
 * The one list of editor remotes (architecture §4): federation name, package folder,
 * the shell route it is mounted at, its standalone dev server's port and a label for
 * people. The API (which folders and registry entries exist), the shell (routes), the
 * Vite configs (federation name, dev port) and the standalone pages all read it, so a
 * new editor is one entry here plus its package.
 *
 * This module imports nothing: the Vite configs load it by path, before any build.
 */
export const EDITOR_REMOTES = [
  {
    name: 'mf_empathy_map',
    folder: 'mf-empathy-map',
    route: 'empathymap',
    devPort: 5174,
    label: 'Empathy map',
    publicOnly: false,
  },
  {
    name: 'mf_competitor_analysis',
    folder: 'mf-competitor-analysis',
    route: 'competitoranalysis',
    devPort: 5175,
    label: 'Competitor analysis',
    publicOnly: false,
  },
  {
    name: 'mf_ux_persona',
    folder: 'mf-ux-persona',
    route: 'uxpersonas',
    devPort: 5176,
    label: 'UX persona',
    publicOnly: false,
  },
  {
    // The spec does not show the canvas route; /testsitemap is the test page it lists.
    // A prototype with nothing stored: no `/{PK}/{SK}` routes, so no sign-in needed.
    name: 'mf_canvas',
    folder: 'mf-canvas',
    route: 'testsitemap',
    devPort: 5177,
    label: 'Diagram canvas',
    publicOnly: true,
  },
  {
    // Issue G5a: a tree of pages, as a diagram and an outline; the sample at /sitemap.
    name: 'mf_sitemap',
    folder: 'mf-sitemap',
    route: 'sitemap',
    devPort: 5178,
    label: 'Sitemap',
    publicOnly: false,
  },
] as const;

export type EditorRemote = (typeof EDITOR_REMOTES)[number];
export type RemoteName = EditorRemote['name'];
export type RemoteFolder = EditorRemote['folder'];

/**
 * Elements of `<script type="application/json">` the server puts into each page (issue
 * G2), so the shell reads at once what it would otherwise fetch one request at a time:
 * the remotes map (`/remotes.json`'s document) and, on an editor route, the current
 * release's `mf-manifest.json` (its URL in `data-entry`).
 */
export const PAGE_DATA_IDS = { remotes: 'remotes-map', remoteManifest: 'remote-manifest' } as const;

/**
 * Preload lists written by the builds (tooling/route-preloads.ts) and read by the server
 * for those pages: the shell's beside its index.html, a remote's in each release folder.
 */
export const PRELOAD_FILES = { shell: 'route-preloads.json', remote: 'app-preloads.json' } as const;

/** The shell's own dev server (`pnpm dev`). */
export const SHELL_DEV_PORT = 5173;

export function remoteByName(name: string): EditorRemote | undefined {
  return EDITOR_REMOTES.find((remote) => remote.name === name);
}

export function remoteByFolder(folder: string): EditorRemote | undefined {
  return EDITOR_REMOTES.find((remote) => remote.folder === folder);
}

/**
 * The editor mounted at a site path (`/uxpersonas/12/34` → the persona editor), if any.
 * Like the shell's router, regardless of case.
 */
export function remoteAtPath(sitePath: string): EditorRemote | undefined {
  const first = sitePath.replace(/^\/+/, '').split(/[/?#]/)[0]?.toLowerCase() ?? '';
  return EDITOR_REMOTES.find((remote) => remote.route === first);
}
