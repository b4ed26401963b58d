import { FEATURE_NAME_MAX_LENGTH } from './limits.js';
import { MESSAGES } from './messages.js';

/**
 * The message an editor's name field shows, as the `featureName` schema would refuse the
 * name; null when valid. Apart from the schemas (and zod), because the editor kit in
 * shared-ui, which every page loads, checks names with it.
 */
export function featureNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return MESSAGES.featureNameEmpty;
  if (trimmed.length > FEATURE_NAME_MAX_LENGTH) return MESSAGES.featureNameTooLong;
  return null;
}
