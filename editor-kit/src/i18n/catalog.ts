import i18next from 'i18next';
import { useCallback } from 'react';
import { useLocale } from './formats';
import { DEFAULT_LANGUAGE, type LoadedLanguage, languageOfLocale } from './languages';

/** A catalogue's English words: a nested plain object of strings. */
export type CatalogShape = { readonly [key: string]: string | CatalogShape };

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** The plural forms another language may add to an English `key_one`/`key_other` pair. */
type PluralForms<T> = {
  [K in keyof T & string]: K extends `${infer Base}_other` ? `${Base}_${PluralForm}` : never;
}[keyof T & string];

/**
 * Another language's words for catalogue T: every key of T with a string (so the compiler
 * proves a translation complete), plus the plural forms its language has (`_few`, `_many`
 * in Ukrainian) beside English's `_one`/`_other`.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & { readonly [K in PluralForms<T>]?: string };

type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;
/** The dotted keys of catalogue T (`photo.choose`); a plural pair `n_one`/`n_other` is `n`. */
export type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : `${K}.${KeyPath<T[K]>}`;
}[keyof T & string];

/** Values for a string's `{{placeholders}}`; `count` also picks the plural form. */
export type TranslationValues = Record<string, unknown>;

export type Translate<T> = (key: KeyPath<T>, values?: TranslationValues) => string;

export type CatalogLoaders<T> = { readonly [L in LoadedLanguage]: () => Promise<Translation<T>> };

export interface EditorCatalog<T> {
  readonly namespace: string;
  /** The English words (for the tests proving each translation complete). */
  readonly english: T;
  /**
   * In components: `t('photo.choose')`, `t('photo.alt', { name })`. Suspends while the
   * active language's words load; renders again when the language changes.
   */
  useT(): Translate<T>;
  /** Outside React (plain functions building toasts, models): the active language. */
  t: Translate<T>;
  /** Loads the words of a locale (the site's language switch waits for every catalogue). */
  load(locale: string): Promise<void>;
}

/**
 * Every catalogue defined on the page, whichever copy of this module defined it: the
 * shell bundles this module while the remotes get it from the shared editor kit, so the
 * list lives on the one shared i18next instance rather than in a module variable.
 */
const CATALOGS = Symbol.for('ux-artefacts.i18n.catalogs');
type WithCatalogs = { [CATALOGS]?: Map<string, EditorCatalog<unknown>> };

export function registeredCatalogs(): EditorCatalog<unknown>[] {
  return [...((i18next as WithCatalogs)[CATALOGS]?.values() ?? [])];
}

// i18next's own `t` is typed by a global CustomTypeOptions (the shell declares its own
// namespace there); catalogues check their keys themselves, so call it untyped.
type LooseT = (key: string, options: TranslationValues & { lng: string; ns: string }) => string;
const untypedT = (key: string, options: TranslationValues & { lng: string; ns: string }) =>
  (i18next.t as unknown as LooseT)(key, options);

/** The locale the site shows (`en`, `uk`): i18next's, English until it is initialised. */
export function activeLocale(): string {
  return i18next.language ?? DEFAULT_LANGUAGE;
}

/**
 * A remote's (or the kit's, or the shell's) words under their own i18next namespace:
 * English bundled, every other language a chunk loaded when first shown. Types come
 * from the English object, not from a global declaration, so catalogues of separately
 * built remotes never collide.
 */
export function defineCatalog<T extends CatalogShape>(
  namespace: string,
  english: T,
  loaders: CatalogLoaders<T>,
): EditorCatalog<T> {
  // One load per locale, kept: a failed chunk (offline) leaves English, without retrying
  // on every render. `settled` holds the loads that are over, so a render stops waiting.
  const loads = new Map<string, Promise<void>>();
  const settled = new WeakSet<Promise<void>>();

  const addEnglish = () => {
    if (i18next.isInitialized && !i18next.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) {
      i18next.addResourceBundle(DEFAULT_LANGUAGE, namespace, english, true, false);
    }
  };

  /** The pending load of `locale`'s words, or null when they are there (or are English). */
  function pending(locale: string): Promise<void> | null {
    addEnglish();
    const language = languageOfLocale(locale);
    if (language.shortName === DEFAULT_LANGUAGE) return null;
    if (i18next.hasResourceBundle(language.locale, namespace)) return null;
    const known = loads.get(language.locale);
    if (known) return known;
    const load = loaders[language.shortName as LoadedLanguage]().then(
      (words) => {
        i18next.addResourceBundle(language.locale, namespace, words, true, true);
        settled.add(load);
      },
      (error: unknown) => {
        console.warn(`The ${language.fullName} words of ${namespace} did not load`, error);
        settled.add(load);
      },
    );
    loads.set(language.locale, load);
    return load;
  }

  const translate = (locale: string, key: string, values?: TranslationValues) =>
    untypedT(key, { ...values, lng: locale, ns: namespace });

  const catalog: EditorCatalog<T> = {
    namespace,
    english,
    useT() {
      const locale = useLocale();
      const load = pending(locale);
      // Suspends (as react-i18next does) until the words are in; a settled load has put
      // them in i18next (or failed, leaving English), so the next render passes.
      if (load && !settled.has(load)) throw load;
      return useCallback(
        (key: KeyPath<T>, values?: TranslationValues) => translate(locale, key, values),
        [locale],
      );
    },
    t(key, values) {
      const locale = activeLocale();
      // Words not loaded yet (a toast right after a switch) fall back to English.
      void pending(locale);
      return translate(locale, key, values);
    },
    load: (locale) => pending(locale) ?? Promise.resolve(),
  };

  const holder = i18next as WithCatalogs;
  holder[CATALOGS] ??= new Map();
  holder[CATALOGS].set(namespace, catalog as EditorCatalog<unknown>);
  if (!i18next.isInitialized) i18next.on('initialized', addEnglish);
  addEnglish();
  return catalog;
}
