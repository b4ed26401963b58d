/** Languages with a catalog (spec §3). Only English is offered in the selector (spec §2). */
export const LANGUAGES = [
  { shortName: 'en', fullName: 'English', offered: true },
  { shortName: 'ua', fullName: 'Українська', offered: false },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['shortName'];

export const OFFERED_LANGUAGES = LANGUAGES.filter((language) => language.offered);
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
