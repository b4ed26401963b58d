import {
  type CompetitorAnalysisContent,
  competitorAnalysis,
  defaultCompetitorAnalysisContent,
  updateCompetitorAnalysisRequest,
} from 'shared-contracts';
import type { FeatureDefinition } from './definition.js';

export const competitorAnalysisFeature: FeatureDefinition<CompetitorAnalysisContent> = {
  kind: 'competitorAnalysis',
  label: 'Competitor analysis',
  route: 'competitor-analysis',
  table: 'competitor_analyses',
  skField: 'competitorAnalysisSK',
  updateRequest: updateCompetitorAnalysisRequest,
  detail: competitorAnalysis,
  defaultContent: () => defaultCompetitorAnalysisContent(),
  toColumns: (content) => ({ competitors: JSON.stringify(content.competitors) }),
  fromColumns: (row) => ({ competitors: JSON.parse(String(row.competitors)) }),
};
