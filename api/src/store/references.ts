import { type Kysely, sql } from 'kysely';
import { buildKey, parseKey } from 'shared-contracts';
import type { Database } from '../db/schema.js';
import type { FeatureCatalog } from '../features/catalog.js';
import type { FeatureDefinition } from '../features/definition.js';
import { badRequest } from '../http/errors.js';

/*
 * References between items of one project, as the definitions declare them
 * (`references`): checked on save, cleared when the item they name is deleted. Written
 * once here for every type.
 */

/** Refuses (400, the reference's message) content naming an item that is not in the project. */
export async function checkReferences(
  trx: Kysely<Database>,
  catalog: FeatureCatalog,
  def: FeatureDefinition,
  projectId: string,
  content: Record<string, unknown>,
): Promise<void> {
  for (const reference of def.references ?? []) {
    const key = content[reference.field];
    if (key === null || key === undefined) continue;
    const target = catalog.byType(reference.type)!;
    const id = typeof key === 'string' ? parseKey(target.keyKind, key) : null;
    const found =
      id !== null &&
      (await trx
        .selectFrom('items')
        .select('id')
        .where('id', '=', id)
        .where('project_id', '=', projectId)
        .where('type', '=', target.type)
        .executeTakeFirst());
    if (!found) throw badRequest(reference.message);
  }
}

/**
 * After an item is deleted, the items of its project that named it name nothing: the
 * field becomes `null`, and that change of content counts as a save (the version moves,
 * so an open editor's copy is no longer the latest; the date does not, as before).
 */
export async function clearReferencesTo(
  trx: Kysely<Database>,
  catalog: FeatureCatalog,
  def: FeatureDefinition,
  projectId: string,
  itemId: string,
): Promise<void> {
  const key = buildKey(def.keyKind, itemId);
  for (const { holder, reference } of catalog.referencesTo(def.type)) {
    // The key is a UUID's text, so a LIKE finds the few bodies that may hold it with the
    // same SQL on both engines; reading each body confirms it is in that very field.
    const candidates = await trx
      .selectFrom('items')
      .select(['id', 'body'])
      .where('project_id', '=', projectId)
      .where('type', '=', holder.type)
      .where('body', 'like', `%${key}%`)
      .execute();
    for (const candidate of candidates) {
      const content = JSON.parse(candidate.body) as Record<string, unknown>;
      if (content[reference.field] !== key) continue;
      content[reference.field] = null;
      await trx
        .updateTable('items')
        .set({ body: JSON.stringify(content), version: sql<number>`version + 1` })
        .where('id', '=', candidate.id)
        .execute();
    }
  }
}
