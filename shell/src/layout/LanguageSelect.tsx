import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { type LanguageCode, OFFERED_LANGUAGES } from '../i18n/languages';

/** Offers the languages marked `offered` (English only for now, spec §2). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="shell-language">
      <label htmlFor={id} className="ui-visually-hidden">
        {t('common.header.language')}
      </label>
      <select
        id={id}
        className="shell-language__select"
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as LanguageCode)}
      >
        {OFFERED_LANGUAGES.map((language) => (
          <option key={language.shortName} value={language.shortName}>
            {language.fullName}
          </option>
        ))}
      </select>
    </div>
  );
}
