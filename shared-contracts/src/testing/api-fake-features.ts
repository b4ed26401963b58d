import type { z } from 'zod';
import type { FeatureType } from '../features.js';
import {
  competitorAnalysis,
  defaultCompetitorAnalysisContent,
  updateCompetitorAnalysisRequest,
} from '../schemas/competitor-analysis.js';
import {
  defaultEmpathyMapContent,
  empathyMap,
  updateEmpathyMapRequest,
} from '../schemas/empathy-map.js';
import { defaultSitemapContent, sitemap, updateSitemapRequest } from '../schemas/sitemap.js';
import {
  defaultUxPersonaContent,
  updateUxPersonaRequest,
  uxPersona,
} from '../schemas/ux-persona.js';

/**
 * What the API fake (api-fake.ts) knows of each editor type: the schemas of the server's
 * routes (the detail it answers, the PATCH body it reads), the name in its messages, and
 * the content a new item starts with (the server's defaults, from the same module).
 */
export const FEATURES = {
  uxPersona: { detail: uxPersona, update: updateUxPersonaRequest, label: 'UX persona' },
  empathyMap: { detail: empathyMap, update: updateEmpathyMapRequest, label: 'Empathy map' },
  competitorAnalysis: {
    detail: competitorAnalysis,
    update: updateCompetitorAnalysisRequest,
    label: 'Competitor analysis',
  },
  sitemap: { detail: sitemap, update: updateSitemapRequest, label: 'Sitemap' },
} as const;

export type Detail<T extends FeatureType> = z.output<(typeof FEATURES)[T]['detail']>;
export type Content<T extends FeatureType> = Omit<
  z.output<(typeof FEATURES)[T]['update']>,
  'projectSK' | 'version' | `${T}SK`
>;
export type AnyDetail = Detail<FeatureType>;

export const DEFAULT_CONTENT: { [T in FeatureType]: () => Content<T> } = {
  uxPersona: () => defaultUxPersonaContent(),
  empathyMap: () => defaultEmpathyMapContent(),
  competitorAnalysis: () => defaultCompetitorAnalysisContent(),
  sitemap: () => defaultSitemapContent(),
};
