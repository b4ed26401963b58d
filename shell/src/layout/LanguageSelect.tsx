import { type LanguageCode, languageOfLocale, useLocale } from 'editor-kit/i18n';
import { Select } from 'shared-ui';
import { changeLanguage, useTranslation } from '../i18n';
import { languageOptions } from './language-options';

/**
 * The header's language picker: the offered languages and the one in use (see
 * language-options.ts). The design system's select, so it matches the header's buttons
 * in height, border and focus ring.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const inUse = languageOfLocale(useLocale()).shortName;
  return (
    <Select
      label={t('common.header.language')}
      hideLabel
      options={languageOptions(inUse)}
      value={inUse}
      onChange={(event) => void changeLanguage(event.target.value as LanguageCode)}
      containerClassName="shell-language"
    />
  );
}
