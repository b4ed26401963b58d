import { formatDate } from 'editor-kit/i18n';
import type { Project } from 'shared-contracts';
import { pickByWidth, TRUNCATION_BY_WIDTH } from 'shared-ui';

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
 * Newest change first. Equal change times (one batch of edits, clock granularity) fall
 * back to the newest created first, then the key, so the order never flickers.
 */
export function sortNewestFirst<T extends { UPDATED_AT: number; CREATED_AT?: number; SK: string }>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) =>
      b.UPDATED_AT - a.UPDATED_AT ||
      (b.CREATED_AT ?? 0) - (a.CREATED_AT ?? 0) ||
      a.SK.localeCompare(b.SK),
  );
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

const LAST_CHANGE_FORMAT: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
};

/**
 * A project's last change, short, in the site's language: en-US in English (spec §9:
 * `Nov 22, 2026`), `22 лист. 2026 р.` in Ukrainian.
 */
export function formatLastChange(epochMs: number, locale?: string): string {
  return formatDate(epochMs, LAST_CHANGE_FORMAT, locale);
}

/**
 * The feature thumbnails of the row collage, in the spec's order (empathy map, persona,
 * analysis) and then the sitemap's (issue G5a): up to one per feature type.
 */
export function projectThumbnails(
  project: Pick<
    Project,
    | 'empathyMapThumbnailPath'
    | 'uxPersonaThumbnailPath'
    | 'competitorAnalysisThumbnailPath'
    | 'sitemapThumbnailPath'
  >,
): string[] {
  return [
    project.empathyMapThumbnailPath,
    project.uxPersonaThumbnailPath,
    project.competitorAnalysisThumbnailPath,
    project.sitemapThumbnailPath,
  ].filter((path): path is string => typeof path === 'string' && path !== '');
}

/** The letter shown instead of thumbnails: the name's first character, upper-cased. */
export function projectInitial(name: string): string {
  // Array.from splits by code point, so an emoji or astral letter is not cut in half.
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}
