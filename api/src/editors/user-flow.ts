import { userFlowContract } from 'shared-contracts/editors/user-flow/schema';
import { featureDefinition } from '../features/definition.js';

/**
 * User flow diagrams (issue H3): the shared routes. The whole flow (nodes, connectors,
 * groups, actors) is the item's content, read and replaced whole; its limits and its own
 * rules (every connector between two nodes of the flow) are the update schema's.
 */
export default featureDefinition(userFlowContract);
