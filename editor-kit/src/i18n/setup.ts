import {
  DEFAULT_LANGUAGE,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type LanguageCode,
  languageNamed,
} from './languages';
import { registeredCatalogs, setActiveLocale } from './store';

export { LANGUAGE_QUERY_PARAMETER, LANGUAGE_STORAGE_KEY };

/**
 * The language a page opens in: `?lng=ua` (which also becomes the stored setting, so the
 * next page keeps it), else the stored setting, else English. A language the catalogues
 * do not have is ignored.
 */
export function initialLanguage(location: { search: string } = globalThis.location): LanguageCode {
  const asked = new URLSearchParams(location?.search ?? '').get(LANGUAGE_QUERY_PARAMETER);
  const fromQuery = languageNamed(asked);
  if (fromQuery) {
    storeLanguage(fromQuery.shortName);
    return fromQuery.shortName;
  }
  return languageNamed(readStoredLanguage())?.shortName ?? DEFAULT_LANGUAGE;
}

function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked (privacy settings): English
  }
}

function storeLanguage(language: LanguageCode) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the language holds for this page only.
  }
}

/**
 * Switches the whole site: waits for every defined catalogue's words in that language
 * (so nothing on screen shows a key or suspends), then switches, which re-renders the
 * shell and every mounted editor. Remembers the choice and sets `<html lang>`.
 */
export async function changeSiteLanguage(language: LanguageCode, remember = true) {
  const { locale } = languageNamed(language) ?? LANGUAGES[0];
  await Promise.all(registeredCatalogs().map((catalog) => catalog.load(locale)));
  setActiveLocale(locale);
  if (remember) storeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
