import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './languages';

export const LANGUAGE_STORAGE_KEY = 'language';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

function storedLanguage(): LanguageCode {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
  const known = LANGUAGES.find((language) => language.shortName === stored && language.offered);
  return known?.shortName ?? DEFAULT_LANGUAGE;
}

/**
 * i18next with the English catalog bundled; other catalogs load on demand so a guest
 * on the landing page downloads one language only.
 */
export function initI18n(language: LanguageCode = storedLanguage()) {
  void i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  if (language !== DEFAULT_LANGUAGE) void changeLanguage(language);
  return i18next;
}

export async function changeLanguage(language: LanguageCode) {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    const { ua } = await import('./ua');
    i18next.addResourceBundle('ua', 'translation', ua);
  }
  await i18next.changeLanguage(language);
  globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language === 'ua' ? 'uk' : language;
}
