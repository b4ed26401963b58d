import type { z } from 'zod';
import type { StoringEditor } from './description.js';

/**
 * An editor that stores items, with the schemas of what its API answers and accepts:
 * what the server's routes, the editor kit's calls and the clients' test fake are all
 * built from. Each editor's `schema.ts` exports one (`uxPersonaContract`).
 */
export interface EditorContract<
  Detail extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  Content extends { name: string } = { name: string },
> {
  editor: StoringEditor;
  /** One item as the API answers it (GET, POST, PATCH). */
  detail: Detail;
  /** The full-object PATCH body: content, `projectSK`, the item's key and its version. */
  update: Update;
  /** A new item's content (POST answers it). */
  defaultContent(): Content;
  /**
   * Content fields holding the key of another item of the same project (an empathy map's
   * persona): a save naming an item that is not there is refused, and deleting that item
   * clears the field (a change of the referring item, so its version moves on).
   */
  references?: readonly ItemReference[];
}

export interface ItemReference {
  field: string;
  /** The type of the item referred to. */
  type: string;
  /** The refusal (400) when it is not in the project. */
  message: string;
}

/** The detail an editor's API answers. */
export type DetailOf<C extends EditorContract> = z.output<C['detail']>;
/** What a save sends. */
export type UpdateOf<C extends EditorContract> = z.input<C['update']>;
