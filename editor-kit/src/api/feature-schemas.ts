import type { ResponseSchema } from 'shared-auth';
import {
  type DetailOf,
  type EditorContract,
  featureListItem,
  featureNameProblem,
  project,
  projectList,
  thumbnailResponse,
} from 'shared-contracts';
import { z } from 'zod';

/**
 * The schemas the kit checks the server's answers with, and the name rule its header
 * shows: a chunk of their own with zod, loaded when first used (schemas.ts), never by an
 * editor's first paint or keystroke (issue H2).
 */

/** A project's items of one type, as the list endpoints answer. */
const featureList = z.array(featureListItem);

/** What a create answers that a caller without the editor's schemas reads: the new item's keys. */
const createdItemKeys = z.object({ PK: z.string(), SK: z.string() });

/**
 * The detail schema of an editor's contract, typed for it: every call of the feature API
 * checks its answer with the editor's own schemas, so a server that answers something
 * else fails here, loudly, instead of rendering half an editor.
 */
function detailSchema<C extends EditorContract>(contract: C): ResponseSchema<DetailOf<C>> {
  return contract.detail as unknown as ResponseSchema<DetailOf<C>>;
}

/** All of them, as the chunk's one export (schemas.ts loads it). */
export const featureSchemas = {
  featureList,
  createdItemKeys,
  detailSchema,
  featureNameProblem,
  project,
  projectList,
  thumbnailResponse,
};
