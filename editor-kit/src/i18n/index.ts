// `editor-kit/i18n`: the site's own i18n, in words. Catalogues (a namespace per remote,
// the kit's 'editor', the shell's, the shared 'messages'), the language a page opens in
// and the switch, and the active language's Intl formats. The kit's root entry
// re-exports it for the remotes; the shell imports this entry alone (bundled into the
// shell, small: no zod, no editor code), so the landing page never loads the kit. Both
// copies work on the one state of the page (store.ts), which holds every catalogue.

export {
  type CatalogLoaders,
  type CatalogShape,
  defineCatalog,
  type EditorCatalog,
  type KeyPath,
  type Translate,
  type Translation,
  type TranslationValues,
} from './catalog';
export { formatDate, formatDateTime, formatNumber, useLocale } from './formats';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type LanguageCode,
  type Locale,
  languageNamed,
  languageOfLocale,
  OFFERED_LANGUAGES,
} from './languages';
export {
  messagesCatalog,
  messageText,
  type ShownMessage,
  useMessageText,
} from './messages';
export {
  changeSiteLanguage,
  initialLanguage,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGE_STORAGE_KEY,
} from './setup';
export { activeLocale, registeredCatalogs } from './store';
