import type { CompetitorAnalysisContent } from './schema.js';

/*
 * A competitor analysis as plain data (issue H2): its column types and default, with no
 * schema library, so an editor's first render carries no zod. The schemas (schema.ts)
 * are loaded when first used.
 */

export const DEFAULT_COMPETITOR_ANALYSIS_NAME = 'Competitor analysis';
export const CRITERION_TYPES = ['string', 'boolean'] as const;
export type CriterionType = (typeof CRITERION_TYPES)[number];

/** A new analysis: three competitors by three text criteria, named as the editor names new ones. */
export function defaultCompetitorAnalysisContent(
  newId: () => string = () => crypto.randomUUID(),
): CompetitorAnalysisContent {
  const columns = [1, 2, 3].map((n) => ({ id: newId(), name: `Criteria ${n}` }));
  return {
    name: DEFAULT_COMPETITOR_ANALYSIS_NAME,
    competitors: [1, 2, 3].map((n) => ({
      id: newId(),
      name: `Competitor ${n}`,
      criterias: columns.map((column) => ({
        ...column,
        type: 'string' as const,
        value: { id: newId(), value: '' },
      })),
    })),
  };
}
