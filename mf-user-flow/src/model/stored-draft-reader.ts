import { userFlowContent } from 'shared-contracts/editors/user-flow/schema';
import type { Flow } from './flow';

/**
 * A kept flow read back through the save's own schema (never trust stored data): zod's,
 * so this module comes with the editor's schemas when a draft is read, never with the
 * editor's first render (issue H2). Null when it is not one.
 */
export function readStoredFlow(stored: unknown): Flow | null {
  const parsed = userFlowContent.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
