import { languageOfLocale, useLocale } from 'editor-kit/i18n';
import { type EditorWordsByLanguage, wordsIn } from 'shared-contracts';

/**
 * An editor's words (from its description) in the site's language: descriptions key them
 * by the language's short name (`ua`), the site's i18n by its locale (`uk`).
 */
export function useEditorWords() {
  const language = languageOfLocale(useLocale()).shortName;
  return <Words>(editor: { words: EditorWordsByLanguage<Words> }): Words =>
    wordsIn(editor.words, language);
}
