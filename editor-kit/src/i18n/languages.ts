/**
 * The site's languages (spec §3). `shortName` is the spec's name, used in `?lng=` and the
 * stored setting; `locale` is the BCP 47 tag the catalogues, `Intl` and `<html lang>` use
 * (Ukrainian is `uk`: `ua` is the country, and `Intl` would fall back to English with it);
 * `intl` is the locale dates and numbers are formatted in.
 * Only English is offered in the selector (spec §2); the others are reached by `?lng=`.
 */
export const LANGUAGES = [
  // Dates in English are en-US (spec §9: 'Nov 22, 2026').
  { shortName: 'en', locale: 'en', intl: 'en-US', fullName: 'English', offered: true },
  { shortName: 'ua', locale: 'uk', intl: 'uk-UA', fullName: 'Українська', offered: false },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['shortName'];
export type Locale = (typeof LANGUAGES)[number]['locale'];
/** Languages other than English: each catalogue has a loader for every one of them. */
export type LoadedLanguage = Exclude<LanguageCode, typeof DEFAULT_LANGUAGE>;

export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;

/** The stored language setting (spec §3), and the query parameter that sets it. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_QUERY_PARAMETER = 'lng';
export const OFFERED_LANGUAGES = LANGUAGES.filter((language) => language.offered);

/** A language named by its short name or its locale (`ua`, `uk`, `en`), or undefined. */
export function languageNamed(name: string | null | undefined) {
  const lower = name?.trim().toLowerCase();
  return LANGUAGES.find((language) => language.shortName === lower || language.locale === lower);
}

/** The language of a locale or an Intl locale (`uk-UA` is Ukrainian); English when unknown. */
export function languageOfLocale(locale: string | undefined) {
  const base = locale?.split('-')[0];
  return languageNamed(base) ?? LANGUAGES[0];
}
