import { lazyContract } from 'shared-contracts';
import { empathyMapEditor } from 'shared-contracts/editors/empathy-map/description';
import { journeyMapEditor } from 'shared-contracts/editors/journey-map/description';

/** This editor's zod-checked code (schemas.ts), loaded once, when first used. */
export const loadSchemas = () => import('./schemas');

/** The map's contract: its description at once, its schemas when first used. */
export const journeyContract = lazyContract(journeyMapEditor, () =>
  loadSchemas().then((schemas) => schemas.contract),
);

/** The empathy map's, whose pain points a stage may take. */
export const empathyMapContract = lazyContract(empathyMapEditor, () =>
  loadSchemas().then((schemas) => schemas.empathyMapContract),
);
