import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registeredCatalogs } from './catalog';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type LanguageCode,
  languageNamed,
} from './languages';

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
 * Initialises the one i18next of the page in English, synchronously (every catalogue's
 * English is bundled), for the shell, a remote's standalone page and the unit tests.
 * Catalogues defined before or after add their namespaces themselves.
 */
export function initSiteI18n() {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((language) => language.locale),
      resources: {},
      partialBundledLanguages: true,
      // React escapes what it renders; i18next must not do it a second time.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18next;
}

/**
 * Switches the whole site: waits for every defined catalogue's words in that language
 * (so nothing on screen shows a key or suspends), then tells i18next, which re-renders
 * the shell and every mounted editor. Remembers the choice and sets `<html lang>`.
 */
export async function changeSiteLanguage(language: LanguageCode, remember = true) {
  const { locale } = languageNamed(language) ?? LANGUAGES[0];
  await Promise.all(registeredCatalogs().map((catalog) => catalog.load(locale)));
  await i18next.changeLanguage(locale);
  if (remember) storeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
