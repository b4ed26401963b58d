import { z } from 'zod';
import { COMPETITOR_TEXT_MAX_LENGTH, MAX_COMPETITORS, MAX_CRITERIA } from '../../limits.js';
import { MESSAGES } from '../../messages.js';
import {
  boundedText,
  expectedVersion,
  featureName,
  itemId,
  keySchema,
} from '../../schemas/common.js';
import { storedItemFields } from '../../schemas/stored-item.js';
import type { EditorContract } from '../contract.js';
import { CRITERION_TYPES, defaultCompetitorAnalysisContent } from './content.js';
import { competitorAnalysisEditor } from './description.js';

export * from './content.js';

/** One cell on the wire: booleans travel as the text 'true' / 'false' (spec §3). */
export const criterion = z
  .object({
    id: itemId,
    name: boundedText('Criteria name', COMPETITOR_TEXT_MAX_LENGTH),
    type: z.enum(CRITERION_TYPES, { error: "Column type must be 'string' or 'boolean'" }),
    value: z.object({
      id: itemId,
      value: boundedText('Cell text', COMPETITOR_TEXT_MAX_LENGTH),
    }),
  })
  .refine((c) => c.type !== 'boolean' || c.value.value === 'true' || c.value.value === 'false', {
    message: MESSAGES.booleanValue,
    path: ['value', 'value'],
  });
export type Criterion = z.infer<typeof criterion>;

export const competitor = z.object({
  id: itemId,
  name: boundedText('Competitor name', COMPETITOR_TEXT_MAX_LENGTH),
  criterias: z.array(criterion).max(MAX_CRITERIA, MESSAGES.maxCriteria),
});
export type Competitor = z.infer<typeof competitor>;

/** Criteria are the table's columns: the same ids, names and types, in the same order, in every row. */
function sameColumns(a: readonly Criterion[], b: readonly Criterion[]): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => c.id === b[i]?.id && c.name === b[i]?.name && c.type === b[i]?.type)
  );
}

function hasDuplicates(ids: readonly string[]): boolean {
  return new Set(ids).size !== ids.length;
}

export const competitors = z
  .array(competitor)
  .max(MAX_COMPETITORS, MESSAGES.maxCompetitors)
  .superRefine((rows, ctx) => {
    const first = rows[0];
    if (!first) return;
    if (rows.some((row) => !sameColumns(first.criterias, row.criterias))) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.criteriaMismatch });
    }
    const cellIds = rows.flatMap((row) => row.criterias.map((c) => c.value.id));
    if (
      hasDuplicates(rows.map((row) => row.id)) ||
      hasDuplicates(first.criterias.map((c) => c.id)) ||
      hasDuplicates(cellIds)
    ) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.duplicateId });
    }
  });

export const competitorAnalysisContent = z.object({
  name: featureName,
  competitors,
});
export type CompetitorAnalysisContent = z.infer<typeof competitorAnalysisContent>;

export const updateCompetitorAnalysisRequest = competitorAnalysisContent.extend({
  projectSK: keySchema('project'),
  competitorAnalysisSK: keySchema(competitorAnalysisEditor),
  ...expectedVersion,
});
export type UpdateCompetitorAnalysisRequest = z.input<typeof updateCompetitorAnalysisRequest>;

const wireCriterion = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CRITERION_TYPES),
  value: z.object({ id: z.string(), value: z.string() }),
});

export const competitorAnalysis = z
  .object({
    PK: z.string(),
    SK: z.string(),
    projectSK: z.string(),
    competitorAnalysisSK: z.string(),
    name: z.string(),
    competitors: z.array(
      z.object({ id: z.string(), name: z.string(), criterias: z.array(wireCriterion) }),
    ),
    ...storedItemFields,
  })
  .meta({ id: 'CompetitorAnalysis' });
export type CompetitorAnalysis = z.infer<typeof competitorAnalysis>;

/** What the competitor analysis editor's API answers and accepts (editors/contract.ts). */
export const competitorAnalysisContract = {
  editor: competitorAnalysisEditor,
  detail: competitorAnalysis,
  update: updateCompetitorAnalysisRequest,
  defaultContent: () => defaultCompetitorAnalysisContent(),
} satisfies EditorContract;
