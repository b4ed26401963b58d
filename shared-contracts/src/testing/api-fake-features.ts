import type { z } from 'zod';
import { competitorAnalysisContract } from '../editors/competitor-analysis/schema.js';
import type { EditorContract } from '../editors/contract.js';
import { empathyMapContract } from '../editors/empathy-map/schema.js';
import { sitemapContract } from '../editors/sitemap/schema.js';
import { uxPersonaContract } from '../editors/ux-persona/schema.js';

/**
 * The editors the API fake (api-fake.ts) serves unless told others: this package's
 * contracts, by type, so the clients' tests are typed by them (`addItem('uxPersona', …)`
 * answers a persona). A remote whose contract lives elsewhere hands it to the fake.
 */
export const FAKE_EDITORS = {
  uxPersona: uxPersonaContract,
  empathyMap: empathyMapContract,
  competitorAnalysis: competitorAnalysisContract,
  sitemap: sitemapContract,
} satisfies Record<string, EditorContract>;

export type FeatureType = keyof typeof FAKE_EDITORS;

export type Detail<T extends FeatureType> = z.output<(typeof FAKE_EDITORS)[T]['detail']>;
export type Content<T extends FeatureType> = Omit<
  z.output<(typeof FAKE_EDITORS)[T]['update']>,
  'projectSK' | 'version' | `${T}SK`
>;
export type AnyDetail = Detail<FeatureType>;
