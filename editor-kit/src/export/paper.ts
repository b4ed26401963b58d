/**
 * The paper of a PDF export (issue H6): A4, or US Letter where Letter is the paper in
 * the printer tray. Read from the reader's locale (the browser's, not the site's
 * language: English is read on A4 in most of the world), by its region as CLDR's
 * `paperSize` data gives it. Sizes in PDF points (72 an inch).
 */
export type Paper = 'a4' | 'letter';

export const PAPER_SIZES: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** CLDR supplemental data, paperSize "US-Letter" (every other region uses A4). */
const LETTER_REGIONS = new Set([
  'BZ',
  'CA',
  'CL',
  'CO',
  'CR',
  'GT',
  'MX',
  'NI',
  'PA',
  'PH',
  'PR',
  'SV',
  'US',
  'VE',
]);

/** The paper of `locale` ('en-US' → Letter, 'de-DE' → A4, 'en' → its likely region, US). */
export function paperOfLocale(locale: string | undefined): Paper {
  if (!locale) return 'a4';
  try {
    const { region } = new Intl.Locale(locale).maximize();
    return region !== undefined && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
  } catch {
    // Not a locale tag at all: the world's usual paper.
    return 'a4';
  }
}
