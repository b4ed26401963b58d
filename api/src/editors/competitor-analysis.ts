import { competitorAnalysisContract } from 'shared-contracts';
import { featureDefinition } from '../features/definition.js';

/** Competitor analyses: the shared routes, nothing of their own. */
export default featureDefinition(competitorAnalysisContract);
