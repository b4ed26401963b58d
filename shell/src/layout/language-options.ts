import { LANGUAGES, type LanguageCode, OFFERED_LANGUAGES } from 'editor-kit/i18n';

/**
 * The languages the header's picker lists: those marked `offered` (English only for now,
 * spec §2) and the one in use, even when it is not offered. `?lng=ua` opens the site in
 * Ukrainian, and a picker that said 'English' then was wrong about the page (issue H6).
 */
export function languageOptions(inUse: LanguageCode) {
  const offered = new Set<LanguageCode>(OFFERED_LANGUAGES.map((language) => language.shortName));
  return LANGUAGES.filter(
    (language) => language.shortName === inUse || offered.has(language.shortName),
  ).map((language) => ({ value: language.shortName, label: language.fullName }));
}
