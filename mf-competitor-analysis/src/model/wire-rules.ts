import { competitors as competitorsSchema } from 'shared-contracts/editors/competitor-analysis/schema';
import type { Analysis } from './analysis';
import { toWire } from './wire';

// The save's rules are the server's schema (zod's): loaded with the editor's schemas at
// Save, never by its first render (issue H2).

/**
 * Why the server would refuse this table, as its message, or null. The editors keep
 * text within the limits as it is typed, so this is a last check before a save.
 */
export function wireProblem(table: Analysis): string | null {
  const result = competitorsSchema.safeParse(toWire(table));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
