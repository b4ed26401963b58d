import { lazyContract } from 'shared-contracts';
import { competitorAnalysisEditor } from 'shared-contracts/editors/competitor-analysis/description';

/** This editor's zod-checked code (schemas.ts), loaded once, when first used. */
export const loadSchemas = () => import('./schemas');

/** The analysis's contract: its description at once, its schemas when first used. */
export const analysisContract = lazyContract(competitorAnalysisEditor, () =>
  loadSchemas().then((schemas) => schemas.contract),
);
