import { buildKey, type FeatureListItem, type Project } from 'shared-contracts';
import type { ProjectsTable } from '../db/schema.js';
import type { FeatureDefinition, FeatureRow } from '../features/definition.js';

/**
 * Image keys never leave the server (architecture §6): clients get a URL under
 * /api/images, served from the blob store.
 */
export function imageUrl(key: string | null): string | null {
  return key ? `/api/images/${key.slice(key.indexOf('/') + 1)}` : null;
}

export function toProject(row: ProjectsTable): Project {
  return {
    PK: buildKey('user', row.user_id),
    SK: buildKey('project', row.id),
    name: row.name,
    description: row.description,
    UPDATED_AT: row.updated_at,
    CREATED_AT: row.created_at,
    empathyMapThumbnailPath: imageUrl(row.empathy_map_thumbnail_key),
    uxPersonaThumbnailPath: imageUrl(row.ux_persona_thumbnail_key),
    competitorAnalysisThumbnailPath: imageUrl(row.competitor_analysis_thumbnail_key),
  };
}

export function toFeatureListItem(def: FeatureDefinition, row: FeatureRow): FeatureListItem {
  return {
    PK: buildKey('project', row.project_id),
    SK: buildKey(def.kind, row.id),
    name: row.name,
    UPDATED_AT: row.updated_at,
    CREATED_AT: row.created_at,
    thumbnailPath: imageUrl(row.thumbnail_key),
  };
}

/** The detail response: list fields, both key spellings of spec §3, and the content. */
export function toFeatureDetail(def: FeatureDefinition, row: FeatureRow) {
  const item = toFeatureListItem(def, row);
  return {
    ...item,
    projectSK: item.PK,
    [def.skField]: item.SK,
    ...def.fromColumns(row),
  };
}
