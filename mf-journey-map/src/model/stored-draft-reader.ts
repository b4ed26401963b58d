import { journeyMapContent } from 'shared-contracts/editors/journey-map/schema';
import type { Journey } from './journey';

/**
 * A kept map read back through the save's own schema (never trust stored data): zod's,
 * so this module comes with the editor's schemas when a draft is read, never with the
 * editor's first render (issue H2). Null when it is not one.
 */
export function readStoredJourney(stored: unknown): Journey | null {
  const parsed = journeyMapContent.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
