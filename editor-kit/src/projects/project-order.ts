import { formatDate } from '../i18n/formats';

/**
 * How projects are listed wherever one is picked or shown (spec §2 'Projects list', §9):
 * their order, their date and the letter that stands for a project without pictures.
 */

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

/** The letter shown instead of thumbnails: the name's first character, upper-cased. */
export function projectInitial(name: string): string {
  // Array.from splits by code point, so an emoji or astral letter is not cut in half.
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}
