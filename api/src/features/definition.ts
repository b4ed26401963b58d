import type { Kysely } from 'kysely';
import type { KeyKind } from 'shared-contracts';
import type { z } from 'zod';
import type { Database, FeatureColumns, FeatureTable } from '../db/schema.js';

/**
 * What differs between the editors' resources: their table, keys, schemas and the
 * mapping between a row's content columns and the wire. Routes and storage are written
 * once against this (routes/features.ts, store/features.ts).
 */
export interface FeatureDefinition<Content extends object = object> {
  kind: Extract<KeyKind, 'empathyMap' | 'competitorAnalysis' | 'uxPersona' | 'sitemap'>;
  /** Human name for messages: 'Empathy map not found'. */
  label: string;
  /** Path segment under /api. */
  route: string;
  table: FeatureTable;
  /** The detail's own key field beside `projectSK`: `empathyMapSK`, … */
  skField: string;
  /** Full-object PATCH body: content plus `projectSK` and the item key. */
  updateRequest: z.ZodType<Content & { projectSK: string; name: string }>;
  /** Detail response. */
  detail: z.ZodType;
  defaultContent(): Content & { name: string };
  /** Content → the table's own columns (everything but the common ones). */
  toColumns(content: Content): Record<string, unknown>;
  /** Row → the wire's content fields. */
  fromColumns(row: Record<string, unknown>): Record<string, unknown>;
  /** Checks references to other items of the project before a save. */
  checkReferences?(trx: Kysely<Database>, projectId: string, content: Content): Promise<void>;
  /** Tidies other items of the project after one of this type is deleted. */
  afterDelete?(trx: Kysely<Database>, projectId: string, itemId: string): Promise<void>;
}

export type FeatureRow = FeatureColumns & Record<string, unknown>;
