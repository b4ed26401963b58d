import type { CatalogShape } from './catalog';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a catalogue as `dotted.key` → text. */
export function catalogLeaves(tree: Tree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') leaves.set(`${prefix}${key}`, value);
    else
      for (const [inner, text] of catalogLeaves(value, `${prefix}${key}.`)) leaves.set(inner, text);
  }
  return leaves;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]));

/**
 * What is wrong with a translation of `english` into `locale` (empty when nothing): a key
 * missing, empty or unknown to English, a placeholder English does not have, or a plural
 * without every form the language needs (Ukrainian: one, few, many, other). A translation
 * may leave out a placeholder whose value would be English (a field's name).
 */
export function translationProblems(english: CatalogShape, translation: Tree, locale: string) {
  const problems: string[] = [];
  const en = catalogLeaves(english);
  const other = catalogLeaves(translation);
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const [key, text] of en) {
    if (text.trim() === '') problems.push(`${key}: empty in English`);
    const translated = other.get(key);
    if (translated === undefined || translated.trim() === '') {
      problems.push(`${key}: missing`);
      continue;
    }
    for (const name of placeholders(translated)) {
      if (!placeholders(text).has(name)) problems.push(`${key}: {{${name}}} is not in English`);
    }
  }
  const pluralBases = new Set(
    [...en.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
  );
  for (const base of pluralBases) {
    for (const form of forms) {
      const translated = other.get(`${base}_${form}`);
      if (!translated?.trim()) problems.push(`${base}_${form}: missing (${locale} plural)`);
      else
        for (const name of placeholders(translated)) {
          const english = en.get(`${base}_other`) ?? '';
          if (!placeholders(english).has(name))
            problems.push(`${base}_${form}: {{${name}}} is not in English`);
        }
    }
  }
  for (const key of other.keys()) {
    const base = key.replace(PLURAL, '');
    if (!en.has(key) && !(PLURAL.test(key) && pluralBases.has(base))) {
      problems.push(`${key}: not in English`);
    }
  }
  return problems;
}
