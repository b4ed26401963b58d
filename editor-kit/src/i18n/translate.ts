/**
 * How a key becomes text, with no state: the lookup of a dotted key in a nested catalogue,
 * the plural form `count` picks, the fallback to English and then to the key, and the
 * `{{name}}` values. These are the parts of i18next's behaviour the site's catalogues use
 * (no nesting, no context, no formats inside placeholders); a test renders every key of
 * every catalogue so that nothing they use goes missing.
 */

/** A catalogue's words in one language: a nested plain object of strings. */
export type WordTree = { readonly [key: string]: string | WordTree };

/** Values for a string's `{{placeholders}}`; `count` also picks the plural form. */
export type TranslationValues = Record<string, unknown>;

/** One language's words for a catalogue, with the `Intl` locale its plural rules come from. */
export interface WordsIn {
  readonly words: WordTree | undefined;
  readonly intl: string;
}

/** The text at `dotted.key` of `tree`, or undefined when there is none (or a subtree). */
export function lookUp(tree: WordTree | undefined, key: string): string | undefined {
  let node: string | WordTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) {
      return undefined;
    }
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `count` in `intl` (`one`, `few`, `many`, `other`…). */
export function pluralCategory(intl: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(intl);
  if (!rules) {
    rules = new Intl.PluralRules(intl);
    pluralRules.set(intl, rules);
  }
  return rules.select(count);
}

/**
 * The keys tried for `key` in one language, first to last, as i18next tries them: with a
 * numeric `count`, `key_zero` when it is 0 (a catalogue may word nothing apart, whatever
 * the language's rules say), then the form the language's rules pick, then `key` itself.
 */
export function candidateKeys(key: string, intl: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const form = `${key}_${pluralCategory(intl, count)}`;
  return count === 0 ? [`${key}_zero`, form, key] : [form, key];
}

/**
 * Fills `{{name}}` with `values.name`. No HTML escaping: React escapes what it renders.
 * As in i18next, a value given as null or undefined is empty, and a placeholder with no
 * value given stays as it is (a visible slip rather than a silent gap).
 */
export function interpolate(text: string, values?: TranslationValues): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/{{(.+?)}}/g, (placeholder, inner: string) => {
    const name = inner.trim();
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value == null ? '' : String(value);
  });
}

/**
 * `key`'s text in the first language of `languages` that has it (the active one, then
 * English), with its values filled in; the key itself when none has it.
 */
export function translate(
  languages: readonly WordsIn[],
  key: string,
  values?: TranslationValues,
): string {
  for (const { words, intl } of languages) {
    if (!words) continue;
    for (const candidate of candidateKeys(key, intl, values?.count)) {
      const text = lookUp(words, candidate);
      if (text !== undefined) return interpolate(text, values);
    }
  }
  return key;
}
