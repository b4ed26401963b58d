import type { CatalogShape } from './catalog';
import { languageOfLocale } from './languages';
import { pluralCategory, translate, type WordsIn } from './translate';

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
  new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? ''));

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
  problems.push(...renderingProblems(english, english, 'en'));
  problems.push(...renderingProblems(english, translation, locale));
  return problems;
}

/** Counts to try for a plural form: whole numbers first, then fractions (`other` in `uk`). */
const COUNTS = [...Array.from({ length: 201 }, (_, n) => n), 0.5, 1.5, 2.5];

/** A count the rules of `intl` give `form` (`_zero` is 0 in every language), or undefined. */
function countFor(intl: string, form: string): number | undefined {
  if (form === 'zero') return 0;
  return COUNTS.find((count) => pluralCategory(intl, count) === form);
}

/**
 * Every key of a catalogue's words in `locale` that does not come out as written when the
 * site's i18n renders it (translate.ts), with a value for each of its placeholders and, for
 * a plural form, a count the language's rules give that form: a key shown instead of its
 * text, another form picked, or a `{{` or an i18next nesting `$t(` left in the text (a
 * feature the catalogue uses that the site's i18n does not have).
 */
export function renderingProblems(english: CatalogShape, words: Tree, locale: string) {
  const problems: string[] = [];
  const language = languageOfLocale(locale);
  const englishIntl = languageOfLocale('en').intl;
  const languages: WordsIn[] = [
    { words, intl: language.intl },
    { words: english, intl: englishIntl },
  ];
  for (const [key, text] of catalogLeaves(words)) {
    const form = PLURAL.exec(key)?.[1];
    const values: Record<string, unknown> = {};
    for (const name of placeholders(text)) values[name] = `<${name}>`;
    let asked = key;
    if (form) {
      const count = countFor(language.intl, form);
      if (count === undefined) {
        problems.push(`${key}: no count is '${form}' in ${locale}`);
        continue;
      }
      values.count = count;
      asked = key.replace(PLURAL, '');
    }
    const expected = text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name]));
    const shown = translate(languages, asked, values);
    if (shown !== expected) problems.push(`${key}: renders ${JSON.stringify(shown)} in ${locale}`);
    else if (shown.includes('{{') || shown.includes('$t(')) {
      problems.push(`${key}: ${JSON.stringify(shown)} keeps a placeholder in ${locale}`);
    }
  }
  return problems;
}
