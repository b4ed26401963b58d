import { lazyContract } from 'shared-contracts';
import { uxPersonaEditor } from 'shared-contracts/editors/ux-persona/description';

/** This editor's zod-checked code (schemas.ts), loaded once, when first used. */
export const loadSchemas = () => import('./schemas');

/** The persona's contract: its description at once, its schemas when first used. */
export const personaContract = lazyContract(uxPersonaEditor, () =>
  loadSchemas().then((schemas) => schemas.contract),
);
