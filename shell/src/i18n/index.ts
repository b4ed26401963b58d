import {
  changeSiteLanguage,
  DEFAULT_LANGUAGE,
  defineCatalog,
  initialLanguage,
  initSiteI18n,
  type LanguageCode,
} from 'editor-kit/i18n';
import { en } from './en';

// The shell's components use react-i18next's `useTranslation()` on the default
// namespace; this types its keys. The remotes' catalogues type themselves (defineCatalog).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

/**
 * The shell's words: i18next's default namespace, English bundled, Ukrainian on demand.
 * Defining the catalogue registers it; the shell's components read it through
 * react-i18next's `useTranslation()`, typed by the declaration above.
 */
defineCatalog('translation', en, {
  ua: () => import('./ua').then((module) => module.ua),
});

/**
 * Starts the site's i18next in English and switches to the page's language (`?lng=`,
 * else the stored setting). Resolves once that language's words are in, so the first
 * paint is already in it.
 */
export async function initI18n(language: LanguageCode = initialLanguage()) {
  initSiteI18n();
  if (language !== DEFAULT_LANGUAGE) await changeSiteLanguage(language);
}

export { changeSiteLanguage as changeLanguage };
