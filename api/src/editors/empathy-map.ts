import { empathyMapContract } from 'shared-contracts';
import { featureDefinition } from '../features/definition.js';

/** Empathy maps: the shared routes; the persona a map names is kept by its `references`. */
export default featureDefinition(empathyMapContract);
