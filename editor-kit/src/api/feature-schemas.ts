import type { ResponseSchema } from 'shared-auth';
import { type DetailOf, type EditorContract, featureListItem } from 'shared-contracts';
import { z } from 'zod';

/** A project's items of one type, as the list endpoints answer. */
export const featureList = z.array(featureListItem);

/** What a create answers that a caller without the editor's schemas reads: the new item's keys. */
export const createdItemKeys = z.object({ PK: z.string(), SK: z.string() });

/**
 * The detail schema of an editor's contract, typed for it: every call of the feature API
 * checks its answer with the editor's own schemas, so a server that answers something
 * else fails here, loudly, instead of rendering half an editor.
 */
export function detailSchema<C extends EditorContract>(contract: C): ResponseSchema<DetailOf<C>> {
  return contract.detail as unknown as ResponseSchema<DetailOf<C>>;
}
