import { useCallback } from 'react';
import { useLocale } from './formats';
import { DEFAULT_LANGUAGE, type LoadedLanguage, languageOfLocale } from './languages';
import { activeLocale, addWords, registerCatalog, wordsOf } from './store';
import { type TranslationValues, translate } from './translate';

export type { TranslationValues } from './translate';

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
 * `key` of `namespace` in `locale`, else in English, else the key itself, with its values.
 * The words are the page's (store.ts), whichever copy of this module added them.
 */
function translateIn(
  locale: string,
  namespace: string,
  key: string,
  values?: TranslationValues,
): string {
  const language = languageOfLocale(locale);
  const english = languageOfLocale(DEFAULT_LANGUAGE);
  const languages = [{ words: wordsOf(language.locale, namespace), intl: language.intl }];
  if (language !== english) {
    languages.push({ words: wordsOf(english.locale, namespace), intl: english.intl });
  }
  return translate(languages, key, values);
}

/**
 * A remote's (or the kit's, or the shell's) words under their own namespace: English
 * bundled, every other language a chunk loaded when first shown. Types come from the
 * English object, not from a global declaration, so catalogues of separately built
 * remotes never collide.
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

  /** The pending load of `locale`'s words, or null when they are there (or are English). */
  function pending(locale: string): Promise<void> | null {
    const language = languageOfLocale(locale);
    if (language.shortName === DEFAULT_LANGUAGE) return null;
    if (wordsOf(language.locale, namespace)) return null;
    const known = loads.get(language.locale);
    if (known) return known;
    const load = loaders[language.shortName as LoadedLanguage]().then(
      (words) => {
        addWords(language.locale, namespace, words);
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

  const catalog: EditorCatalog<T> = {
    namespace,
    english,
    useT() {
      const locale = useLocale();
      const load = pending(locale);
      // Suspends until the words are in; a settled load has added them (or failed,
      // leaving English), so the next render passes.
      if (load && !settled.has(load)) throw load;
      return useCallback(
        (key: KeyPath<T>, values?: TranslationValues) =>
          translateIn(locale, namespace, key, values),
        [locale],
      );
    },
    t(key, values) {
      const locale = activeLocale();
      // Words not loaded yet (a toast right after a switch) fall back to English.
      void pending(locale);
      return translateIn(locale, namespace, key, values);
    },
    load: (locale) => pending(locale) ?? Promise.resolve(),
  };

  addWords(DEFAULT_LANGUAGE, namespace, english);
  registerCatalog(catalog as EditorCatalog<unknown>);
  return catalog;
}
