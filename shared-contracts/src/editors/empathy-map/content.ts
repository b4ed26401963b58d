import type { EmpathyMapContent } from './schema.js';

/*
 * An empathy map as plain data (issue H2): its default, with no schema library, so an
 * editor's first render carries no zod. The schemas (schema.ts) are loaded when first used.
 */

export const DEFAULT_EMPATHY_MAP_NAME = 'Empathy map';

export function defaultEmpathyMapContent(): EmpathyMapContent {
  return {
    name: DEFAULT_EMPATHY_MAP_NAME,
    says: '',
    does: '',
    thinks: '',
    feels: '',
    pains: '',
    gains: '',
    personaSK: null,
  };
}
