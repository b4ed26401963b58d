import { useSyncExternalStore } from 'react';
import { languageOfLocale } from './languages';
import { activeLocale, onLocaleChange } from './store';

/**
 * Dates and numbers in the site's language, through Intl ('Nov 25, 2026'; '25 лист. 2026 р.'). The
 * functions read the active language when called; components use `useLocale()` so they
 * render again when it changes.
 */
export function formatDate(
  value: number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale: string = activeLocale(),
): string {
  return new Intl.DateTimeFormat(languageOfLocale(locale).intl, options).format(value);
}

/** A moment with its time: 'Nov 25, 2026, 3:14 AM'. */
export function formatDateTime(value: number | Date, locale: string = activeLocale()): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, locale);
}

export function formatNumber(
  value: number,
  options?: Intl.NumberFormatOptions,
  locale: string = activeLocale(),
): string {
  return new Intl.NumberFormat(languageOfLocale(locale).intl, options).format(value);
}

/** The active locale (`en`, `uk`), re-rendering the component when the language changes. */
export function useLocale(): string {
  return useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);
}
