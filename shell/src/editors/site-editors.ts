import {
  editorAtPath,
  type RemoteRelease,
  readRemotesMap,
  type SiteEditor,
  type SiteEditors,
} from 'shared-contracts';
import { pageRemotesMap } from '../remotes/page-data';

/**
 * The editors of this site, as the server said when the page loaded (architecture §4
 * 'Editors are plug-ins'): the shell's build names none of them. Read once, before the
 * first render, from the remotes map the server wrote into the page (or, where no server
 * wrote one, `pnpm dev`'s shell, from `/remotes.json`); fixed for the life of the page,
 * so a release or a new editor shows on the next load. Plain module state: the routes,
 * the landing page, the project page and the projects list only read it.
 */

const NONE: SiteEditors = { releases: {}, editors: [], planned: [], skipped: [] };
let current: SiteEditors = NONE;

/** Takes in a remotes map; what it cannot use is reported, never thrown. */
export function setSiteEditors(json: unknown): SiteEditors {
  try {
    current = readRemotesMap(json);
  } catch (error) {
    console.error('The remotes map is unusable; no editor is offered', error);
    current = NONE;
  }
  for (const skipped of current.skipped) console.error(`Remotes map: ${skipped}`);
  return current;
}

/**
 * Reads the page's map at once when the server wrote one, else fetches `/remotes.json`;
 * a page whose map cannot be had at all still renders, offering no editor.
 */
export async function loadSiteEditors(): Promise<SiteEditors> {
  const inline = pageRemotesMap();
  if (inline !== null) return setSiteEditors(inline);
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    return setSiteEditors(response.ok ? await response.json() : undefined);
  } catch (error) {
    console.error('The remotes map could not be loaded', error);
    return setSiteEditors(undefined);
  }
}

export const siteEditors = (): SiteEditors => current;

/** The editor mounted at a site path, if the site has one there. */
export const editorAt = (path: string): SiteEditor | undefined =>
  editorAtPath(current.editors, path);

/** The release of a remote the page's map named, if it had one. */
export const pageRelease = (remote: string): RemoteRelease | undefined => current.releases[remote];
