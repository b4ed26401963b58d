import type { FastifyInstance } from 'fastify';
import type { EditorContract, ItemKeyKind, ItemReference, StoringEditor } from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../routes/context.js';

/**
 * One editor type as the API serves it, made from the editor's contract (its
 * description and schemas, shared-contracts `editors/<name>/`): plain data, no storage
 * code. Every type is stored the same way (one `items` row, its content as JSON in
 * `body`, see store/features.ts), so a new type is one module in `api/src/editors/` and
 * nothing else in the API.
 */
export interface FeatureDefinition {
  /** Its description, as the remotes map offers it while its remote has no release. */
  editor: StoringEditor;
  /**
   * The editor type: `items.type`, and its key in the project's `thumbnails` map
   * ('uxPersona', 'empathyMap', …). Never renamed once stored: rows carry it.
   */
  type: string;
  /** Its keys' prefix: `UXPERS` in `UXPERS#<uuid>`. */
  keyPrefix: string;
  /** Its keys' kind, for the key codecs (prefix and the noun their messages use). */
  keyKind: ItemKeyKind;
  /** Human name for messages: 'Empathy map not found'. */
  label: string;
  /** Path segment under /api. */
  route: string;
  /** The detail's own key field beside `projectSK`: `empathyMapSK`, … */
  skField: string;
  /** Items of the type one project may hold. */
  maxPerProject: number;
  /**
   * Full-object PATCH body: the content plus `projectSK`, the item key under `skField` and
   * the optional `version`. Everything else it yields is the content that is stored.
   */
  updateRequest: z.ZodObject;
  /** Detail response. */
  detail: z.ZodType;
  /**
   * A new item's content. Its fields are the content's fields: one a PATCH leaves out (an
   * optional one, such as a persona's age) is stored as `null`, as the detail shows it.
   */
  defaultContent(): { name: string };
  /** Content fields that name another item of the same project. */
  references?: readonly FeatureReference[];
  /** The project object's own field for this type's latest thumbnail (spec §7 types only). */
  projectThumbnailField?: string;
  /** Routes of this type's own beside the shared ones, under its path (a persona's photo URL). */
  routes?: (app: FastifyInstance, ctx: AppContext) => Promise<void>;
}

/**
 * A content field holding the key of another item (`personaSK` → a 'uxPersona'). A save
 * naming an item that is not in the project is refused with `message`; deleting the named
 * item clears the field (to `null`) in every item that named it, counted as a save of each.
 */
export type FeatureReference = ItemReference;

/** The API's definition of the editor a contract describes; `routes` are its own extra ones. */
export function featureDefinition(
  contract: EditorContract,
  extra: Pick<FeatureDefinition, 'routes'> = {},
): FeatureDefinition {
  const { editor } = contract;
  return {
    editor,
    type: editor.type,
    keyPrefix: editor.items.keyPrefix,
    keyKind: editor,
    label: editor.label,
    route: editor.items.apiPath,
    skField: editor.items.skField,
    maxPerProject: editor.items.maxPerProject,
    updateRequest: contract.update as unknown as z.ZodObject,
    detail: contract.detail,
    defaultContent: contract.defaultContent,
    ...(contract.references ? { references: contract.references } : {}),
    ...(editor.items.projectThumbnailField
      ? { projectThumbnailField: editor.items.projectThumbnailField }
      : {}),
    ...extra,
  };
}
