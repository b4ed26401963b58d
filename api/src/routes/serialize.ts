import { buildKey, type FeatureListItem, type Project } from 'shared-contracts';
import type { FeatureCatalog } from '../features/catalog.js';
import type { FeatureDefinition } from '../features/definition.js';
import type { ImageUrlOf } from '../images/image-urls.js';
import type { ItemSummary, StoredItem } from '../store/features.js';
import type { StoredProject } from '../store/projects.js';

// Image keys never leave the server (architecture §6): clients get signed, expiring URLs.

/**
 * The project object: its latest thumbnail of every served type in `thumbnails` (null for
 * none), and the same URL under the type's own field for the types spec §7 names.
 */
export async function toProject(
  row: StoredProject,
  catalog: FeatureCatalog,
  imageUrl: ImageUrlOf,
): Promise<Project> {
  const urls = await Promise.all(
    catalog.all.map((def) => imageUrl(row.thumbnailKeys[def.type] ?? null)),
  );
  const thumbnails: Record<string, string | null> = {};
  const namedFields: Record<string, string | null> = {};
  catalog.all.forEach((def, i) => {
    thumbnails[def.type] = urls[i]!;
    if (def.projectThumbnailField) namedFields[def.projectThumbnailField] = urls[i]!;
  });
  // Typed by the response schema, which the reply is checked against: the named fields
  // come from the definitions, so TypeScript cannot see that they are all there.
  return {
    PK: buildKey('user', row.user_id),
    SK: buildKey('project', row.id),
    name: row.name,
    description: row.description,
    UPDATED_AT: row.updated_at,
    CREATED_AT: row.created_at,
    version: Number(row.version),
    ...namedFields,
    thumbnails,
  } as Project;
}

export async function toFeatureListItem(
  def: FeatureDefinition,
  row: ItemSummary,
  imageUrl: ImageUrlOf,
): Promise<FeatureListItem> {
  return {
    PK: buildKey('project', row.project_id),
    SK: buildKey(def.keyKind, row.id),
    name: row.name,
    UPDATED_AT: row.updated_at,
    CREATED_AT: row.created_at,
    thumbnailPath: await imageUrl(row.thumbnail_key),
  };
}

/** The detail response: list fields, both key spellings of spec §3, and the content. */
export async function toFeatureDetail(
  def: FeatureDefinition,
  item: StoredItem,
  imageUrl: ImageUrlOf,
) {
  const listed = await toFeatureListItem(def, item, imageUrl);
  return {
    // First, so the common fields always win over content of the same name.
    ...item.content,
    ...listed,
    projectSK: listed.PK,
    [def.skField]: listed.SK,
    version: item.version,
  };
}
