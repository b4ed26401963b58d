import type { z } from 'zod';
import { loadOnce } from '../load-once.js';
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

/**
 * An editor's contract as a client's first render has it (issue H2): the description at
 * once, the schemas (and so zod) when first used: loading or saving an item, reading a
 * draft back, validating a form. `load` is the client's import of its schemas; a failed
 * load is tried again on the next call.
 */
export interface LazyContract<C extends EditorContract = EditorContract> {
  editor: C['editor'];
  load(): Promise<C>;
}

/** A contract in either form: the editor kit's calls take both. */
export type ContractSource<C extends EditorContract = EditorContract> = C | LazyContract<C>;

/** The lazy form of the contract `load` imports, for an editor described by `editor`. */
export function lazyContract<C extends EditorContract>(
  editor: C['editor'],
  load: () => Promise<C>,
): LazyContract<C> {
  return { editor, load: loadOnce(load).load };
}

/** The contract itself, loaded first when it is the lazy form. */
export function loadContract<C extends EditorContract>(source: ContractSource<C>): Promise<C> {
  return 'load' in source ? source.load() : Promise.resolve(source);
}
