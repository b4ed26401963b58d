import type { EditorDescription } from 'shared-contracts';
import { pickByWidth, TRUNCATION_BY_WIDTH } from 'shared-ui';

// Shared with the choose-project dialogs (the landing's, an editor's 'Save to a project').
export { formatLastChange, projectInitial, sortNewestFirst } from 'editor-kit/projects';

/**
 * Pure rules of the projects list (spec §2 'Projects list', §9): search, order,
 * description length by screen width, date format and the row thumbnail.
 */

/** Case-insensitive "name contains"; surrounding spaces in the query are ignored. */
export function filterProjectsByName<T extends { name: string }>(items: T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return items;
  return items.filter((item) => item.name.toLocaleLowerCase().includes(needle));
}

/**
 * How many description characters a row shows (spec §9: 190 / 230 / 270). The spec gives
 * the lengths but not the widths; the design system's table decides them, on the site's
 * own breakpoints: below 960 px (hamburger header) 190, from 960 px to below 1320 px
 * (editor layout) 230, from 1320 px up 270.
 */
export function descriptionLimit(viewportWidth: number): number {
  return pickByWidth(viewportWidth, TRUNCATION_BY_WIDTH.projectDescription);
}

/** The collage is a 2 x 2 grid at most (projects.css). */
export const COLLAGE_MAX = 4;

/**
 * The thumbnails of a row's collage: the project's latest of each editor type, in the
 * editors' collage order (spec §2: empathy map, persona, competitor analysis; then the
 * others), then any type the site does not know now; at most COLLAGE_MAX.
 */
export function projectThumbnails(
  project: { thumbnails: Record<string, string | null> },
  editors: readonly Pick<EditorDescription, 'type' | 'collageOrder'>[],
): string[] {
  const order = new Map(editors.map((editor) => [editor.type, editor.collageOrder]));
  const rank = (type: string) => order.get(type) ?? Number.POSITIVE_INFINITY;
  return Object.entries(project.thumbnails)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([, path]) => path)
    .slice(0, COLLAGE_MAX);
}
