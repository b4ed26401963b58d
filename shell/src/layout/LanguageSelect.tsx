import { type LanguageCode, languageOfLocale, OFFERED_LANGUAGES } from 'editor-kit/i18n';
import { useTranslation } from 'react-i18next';
import { Select } from 'shared-ui';
import { changeLanguage } from '../i18n';

const OPTIONS = OFFERED_LANGUAGES.map((language) => ({
  value: language.shortName,
  label: language.fullName,
}));

/**
 * Offers the languages marked `offered` (English only for now, spec §2). The design
 * system's select, so it matches the header's buttons in height, border and focus ring.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      label={t('common.header.language')}
      hideLabel
      options={OPTIONS}
      value={languageOfLocale(i18n.language).shortName}
      onChange={(event) => void changeLanguage(event.target.value as LanguageCode)}
      containerClassName="shell-language"
    />
  );
}
