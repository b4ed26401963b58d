import { journeyMapContract } from 'shared-contracts/editors/journey-map/schema';
import { featureDefinition } from '../features/definition.js';

/**
 * Customer journey maps (issue H4): the shared routes; the persona a map follows is kept
 * by its `references` (cleared when the persona is deleted, the map keeps its name).
 */
export default featureDefinition(journeyMapContract);
