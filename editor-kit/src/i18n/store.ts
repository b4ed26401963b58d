import type { EditorCatalog } from './catalog';
import { DEFAULT_LANGUAGE } from './languages';
import type { WordTree } from './translate';

/**
 * The site's language state, one per page: the active locale, every catalogue's words by
 * locale and namespace, the catalogues defined, and who listens for a switch.
 *
 * The shell bundles this module (`editor-kit/i18n`) while the remotes get the kit as a
 * shared singleton, so a page runs two copies of it. The state therefore lives on
 * `globalThis` under a registered symbol, which both copies find: one language and one
 * set of catalogues for the whole page, whichever copy defined a catalogue or switched.
 */
interface SiteLanguageState {
  locale: string;
  /** locale → namespace → words. English is there from the moment a catalogue is defined. */
  readonly words: Map<string, Map<string, WordTree>>;
  readonly catalogs: Map<string, EditorCatalog<unknown>>;
  readonly listeners: Set<() => void>;
}

const STATE = Symbol.for('ux-artefacts.i18n.state');
type WithState = { [STATE]?: SiteLanguageState };

function state(): SiteLanguageState {
  const page = globalThis as WithState;
  page[STATE] ??= {
    locale: DEFAULT_LANGUAGE,
    words: new Map(),
    catalogs: new Map(),
    listeners: new Set(),
  };
  return page[STATE];
}

/** The locale the site shows (`en`, `uk`); English until a switch. */
export function activeLocale(): string {
  return state().locale;
}

/** Makes `locale` the site's and tells every listener (a no-op when it already is). */
export function setActiveLocale(locale: string) {
  const site = state();
  if (site.locale === locale) return;
  site.locale = locale;
  for (const listener of [...site.listeners]) listener();
}

/** Calls `listener` after each switch of language; returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  const { listeners } = state();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wordsOf(locale: string, namespace: string): WordTree | undefined {
  return state().words.get(locale)?.get(namespace);
}

export function addWords(locale: string, namespace: string, words: WordTree) {
  const { words: byLocale } = state();
  const namespaces = byLocale.get(locale) ?? new Map<string, WordTree>();
  byLocale.set(locale, namespaces);
  namespaces.set(namespace, words);
}

export function registerCatalog(catalog: EditorCatalog<unknown>) {
  state().catalogs.set(catalog.namespace, catalog);
}

/** Every catalogue defined on the page, whichever copy of this module defined it. */
export function registeredCatalogs(): EditorCatalog<unknown>[] {
  return [...state().catalogs.values()];
}
