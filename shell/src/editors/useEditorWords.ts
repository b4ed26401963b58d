import { languageOfLocale } from 'editor-kit/i18n';
import { useTranslation } from 'react-i18next';
import { type EditorWordsByLanguage, wordsIn } from 'shared-contracts';

/**
 * An editor's words (from its description) in the site's language: descriptions key them
 * by the language's short name (`ua`), i18next by its locale (`uk`).
 */
export function useEditorWords() {
  const { i18n } = useTranslation();
  const language = languageOfLocale(i18n.language).shortName;
  return <Words>(editor: { words: EditorWordsByLanguage<Words> }): Words =>
    wordsIn(editor.words, language);
}
