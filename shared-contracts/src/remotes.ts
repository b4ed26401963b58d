import {
  checkEditorDescription,
  checkPlannedEditor,
  type EditorDescription,
  isRecord,
  type PlannedEditor,
} from './editors/description.js';

/**
 * The remotes map (`GET /remotes.json`, and the copy the server writes into each page):
 * federation name → what the shell needs of that remote (architecture §3, §4). The
 * server builds it from the release registry at request time; the shell learns every
 * editor from it at run time. This module imports no schema library: the landing page
 * reads the map before anything else loads.
 */
export interface RemoteEntry {
  /**
   * URL of the current release's `mf-manifest.json`, absolute or relative to the site.
   * Absent when the remote has no release: its editor is then not openable.
   */
  entry?: string;
  /** The release's version (`<package version>+<build id>`); beside `entry`. */
  version?: string;
  /** The editor's description, from its current release (or the API's, without one). */
  editor?: EditorDescription;
  /** An editor that is coming: a landing card, nothing to open. */
  planned?: PlannedEditor;
}
export type RemotesMap = Record<string, RemoteEntry>;

/** One release of a remote: its version and the URL of its manifest. */
export interface RemoteRelease {
  version: string;
  entry: string;
}

/** An editor as the site has it now: openable when its remote has a current release. */
export type SiteEditor = EditorDescription & { available: boolean };

/** What a remotes map says, checked: each part the shell can use, the rest left out. */
export interface SiteEditors {
  /** The current release of every remote that has one, by federation name. */
  releases: Record<string, RemoteRelease>;
  /** Every editor with a usable description, in their order (landing, sliders). */
  editors: SiteEditor[];
  /** The coming ones, in their order. */
  planned: PlannedEditor[];
  /** Why an entry was left out, for the console: never a broken page. */
  skipped: string[];
}

const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Reads a remotes map. Throws only when the document is not a map at all; an entry it
 * cannot use (a bad name, a half release, a malformed description, a second editor at
 * one route) is skipped and named in `skipped`, so one bad release never takes the
 * others down.
 */
export function readRemotesMap(json: unknown): SiteEditors {
  if (!isRecord(json)) throw new Error('The remotes map is not an object');
  const result: SiteEditors = { releases: {}, editors: [], planned: [], skipped: [] };
  const routes = new Set<string>();
  const skip = (name: string, why: string) => result.skipped.push(`${name}: ${why}`);
  for (const [name, value] of Object.entries(json)) {
    if (!REMOTE_NAME.test(name)) {
      skip(name, 'remote names use lower case and underscores');
      continue;
    }
    if (!isRecord(value)) {
      skip(name, 'not an object');
      continue;
    }
    const released = isText(value.entry) && isText(value.version);
    if (released) {
      result.releases[name] = { entry: value.entry as string, version: value.version as string };
    } else if (value.entry !== undefined || value.version !== undefined) {
      skip(name, 'a release needs both entry and version');
      continue;
    }
    if (value.planned !== undefined) {
      const problems = checkPlannedEditor(value.planned);
      if (problems.length > 0) skip(name, problems.join('; '));
      else result.planned.push(value.planned as PlannedEditor);
      continue;
    }
    if (value.editor === undefined) continue;
    const problems = checkEditorDescription(value.editor);
    const editor = value.editor as EditorDescription;
    if (problems.length > 0) skip(name, problems.join('; '));
    else if (editor.remote !== name) skip(name, `its description names ${editor.remote}`);
    else if (routes.has(editor.route)) skip(name, `another editor is at /${editor.route}`);
    else {
      routes.add(editor.route);
      result.editors.push({ ...editor, available: released });
    }
  }
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  result.editors.sort(byOrder);
  result.planned.sort(byOrder);
  return result;
}

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

/** The description a remote's build writes into its release folder (tooling/editor-file.ts). */
export const EDITOR_FILE = 'editor.json';

/** The shell's own dev server (`pnpm dev`). */
export const SHELL_DEV_PORT = 5173;

/**
 * What a remote's exposed `./App` receives from the shell. Router, query client,
 * session and toasts come from the shared singletons, not from props.
 */
export interface RemoteAppProps {
  /** The path the shell mounted the remote at, like `/uxpersonas`. */
  basePath: string;
}

/**
 * What a remote's exposed `./Viewer` (its description's `viewer`) receives: one item,
 * shown read-only on a share link's page and in the project's PDF (issue H5). The
 * module's default export is a React component taking these props. It carries no
 * editing code and no schema library: the item was checked when it was saved, so a
 * viewer reads it defensively (a missing field shows as empty) rather than parsing it.
 */
export interface ViewerProps {
  /** The item as `GET /api/<apiPath>/<SK>` answers it; images as signed URLs. */
  item: Record<string, unknown>;
  /** The page's language code (`en`, `ua`); a viewer falls back to English. */
  language: string;
  /**
   * Other items of the project the item refers to (an empathy map's persona), by key
   * (`UXPERS#…`): their type, name and thumbnail. One that is missing shows as unknown.
   */
  related?: Readonly<Record<string, ViewerRelatedItem>>;
}

/** What a viewer is told of an item its item refers to. */
export interface ViewerRelatedItem {
  type: string;
  name: string;
  /** A persona's photo, any item's thumbnail (a signed URL), or null. */
  thumbnailPath: string | null;
}
