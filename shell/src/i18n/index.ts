import {
  changeSiteLanguage,
  DEFAULT_LANGUAGE,
  defineCatalog,
  initialLanguage,
  type LanguageCode,
  type Translate,
} from 'editor-kit/i18n';
import { en } from './en';

/**
 * The shell's words: English bundled, Ukrainian on demand, typed by the English catalogue
 * (`t('common.header.home')`; a key it does not have does not compile).
 */
const shellText = defineCatalog('shell', en, {
  ua: () => import('./ua').then((module) => module.ua),
});

/**
 * In the shell's components: `const { t } = useTranslation()`, then `t('key', values)`.
 * Suspends while the site's language loads and renders again when it changes.
 */
export function useTranslation(): { t: Translate<typeof en> } {
  return { t: shellText.useT() };
}

/**
 * Switches to the page's language (`?lng=`, else the stored setting). Resolves once that
 * language's words are in, so the first paint is already in it; English is there at once.
 */
export async function initI18n(language: LanguageCode = initialLanguage()) {
  if (language !== DEFAULT_LANGUAGE) await changeSiteLanguage(language);
}

export { changeSiteLanguage as changeLanguage };
