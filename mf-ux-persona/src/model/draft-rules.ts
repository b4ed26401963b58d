import { uxPersonaContent } from 'shared-contracts/editors/ux-persona/schema';
import type { PersonaDraft } from './draft';

/**
 * The first reason the server would refuse this persona (spec §5), or null: its content
 * schema's, so this module is loaded with the editor's schemas at Save (issue H2).
 */
export function draftProblem(draft: PersonaDraft): string | null {
  const result = uxPersonaContent.safeParse(draft.persona);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
