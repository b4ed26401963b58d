import { lazyContract } from 'shared-contracts';
import { empathyMapEditor } from 'shared-contracts/editors/empathy-map/description';
import { uxPersonaEditor } from 'shared-contracts/editors/ux-persona/description';

/** This editor's zod-checked code (schemas.ts), loaded once, when first used. */
export const loadSchemas = () => import('./schemas');

/** The map's contract: its description at once, its schemas when first used. */
export const mapContract = lazyContract(empathyMapEditor, () =>
  loadSchemas().then((schemas) => schemas.contract),
);

/** The persona's, for a persona made from the picker. */
export const personaContract = lazyContract(uxPersonaEditor, () =>
  loadSchemas().then((schemas) => schemas.personaContract),
);
