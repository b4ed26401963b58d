import { buildKey, type FeatureListItem, type Project } from 'shared-contracts';
import type { ProjectsTable } from '../db/schema.js';
import type { FeatureDefinition, FeatureRow } from '../features/definition.js';
import type { ImageUrlOf } from '../images/image-urls.js';

// Image keys never leave the server (architecture §6): clients get signed, expiring URLs.

export async function toProject(row: ProjectsTable, imageUrl: ImageUrlOf): Promise<Project> {
  const [empathyMap, uxPersona, competitorAnalysis, sitemap] = await Promise.all([
    imageUrl(row.empathy_map_thumbnail_key),
    imageUrl(row.ux_persona_thumbnail_key),
    imageUrl(row.competitor_analysis_thumbnail_key),
    imageUrl(row.sitemap_thumbnail_key),
  ]);
  return {
    PK: buildKey('user', row.user_id),
    SK: buildKey('project', row.id),
    name: row.name,
    description: row.description,
    UPDATED_AT: row.updated_at,
    CREATED_AT: row.created_at,
    version: Number(row.version),
    empathyMapThumbnailPath: empathyMap,
    uxPersonaThumbnailPath: uxPersona,
    competitorAnalysisThumbnailPath: competitorAnalysis,
    sitemapThumbnailPath: sitemap,
  };
}

export async function toFeatureListItem(
  def: FeatureDefinition,
  row: FeatureRow,
  imageUrl: ImageUrlOf,
): Promise<FeatureListItem> {
  return {
    PK: buildKey('project', row.project_id),
    SK: buildKey(def.kind, row.id),
    name: row.name,
    UPDATED_AT: row.updated_at,
    CREATED_AT: row.created_at,
    thumbnailPath: await imageUrl(row.thumbnail_key),
  };
}

/** The detail response: list fields, both key spellings of spec §3, and the content. */
export async function toFeatureDetail(
  def: FeatureDefinition,
  row: FeatureRow,
  imageUrl: ImageUrlOf,
) {
  const item = await toFeatureListItem(def, row, imageUrl);
  return {
    ...item,
    projectSK: item.PK,
    [def.skField]: item.SK,
    version: Number(row.version),
    ...def.fromColumns(row),
  };
}
