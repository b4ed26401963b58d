import type { AuthMethod } from 'shared-contracts';

/**
 * One schema for SQLite and PostgreSQL (architecture §5). Timestamps are epoch
 * milliseconds; booleans are 0/1 integers and lists are JSON text, so both engines store
 * exactly the same values.
 */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  /** How the account was created: 'password', or 'google' for an account without one. */
  auth_method: AuthMethod;
  /** Unused: external identities live in `external_identities` (migration 0002). */
  oidc_issuer: string | null;
  oidc_subject: string | null;
  created_at: number;
  updated_at: number;
}

/** An OpenID Connect identity (issuer + subject) that signs in to a user's account. */
interface ExternalIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  /** The provider's email when the identity was linked (for support, not for lookups). */
  email: string;
  created_at: number;
}

interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** Every token rotated from one sign-in shares a family; reuse revokes the whole family. */
  family_id: string;
  token_hash: string;
  created_at: number;
  /** Absolute end of the family, fixed at sign-in. */
  expires_at: number;
  /** Set when this token was exchanged for its successor. */
  used_at: number | null;
  revoked_at: number | null;
  /** How this sign-in was made; every token rotated from it carries the same. */
  auth_method: AuthMethod;
}

interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ProjectsTable {
  id: string;
  user_id: string;
  name: string;
  description: string;
  /** Copies of the latest uploaded thumbnail per feature type (architecture §6). */
  empathy_map_thumbnail_key: string | null;
  ux_persona_thumbnail_key: string | null;
  competitor_analysis_thumbnail_key: string | null;
  /** Migration 0004 (issue G5a). */
  sitemap_thumbnail_key: string | null;
  created_at: number;
  updated_at: number;
  /**
   * Saves of the name and description so far, from 1 (migration 0003). Changes inside the
   * project (its items) touch `updated_at` only: they do not make a project form stale.
   */
  version: number;
}

/** The project column holding the latest thumbnail of a feature table. */
export const PROJECT_THUMBNAIL_COLUMN = {
  empathy_maps: 'empathy_map_thumbnail_key',
  ux_personas: 'ux_persona_thumbnail_key',
  competitor_analyses: 'competitor_analysis_thumbnail_key',
  sitemaps: 'sitemap_thumbnail_key',
} as const satisfies Record<string, keyof ProjectsTable>;

/** Columns every feature table has. */
export interface FeatureColumns {
  id: string;
  project_id: string;
  name: string;
  /** Blob-store key of the thumbnail (or, for personas, the photo). */
  thumbnail_key: string | null;
  created_at: number;
  updated_at: number;
  /** Saves so far, from 1 (migration 0003): the concurrent-edit rule compares it. */
  version: number;
}

interface EmpathyMapsTable extends FeatureColumns {
  says: string;
  does: string;
  thinks: string;
  feels: string;
  pains: string;
  gains: string;
  persona_id: string | null;
}

interface CompetitorAnalysesTable extends FeatureColumns {
  /** JSON: the wire's competitors array. */
  competitors: string;
}

interface SitemapsTable extends FeatureColumns {
  /** JSON: the wire's root page, its whole tree below it (issue G5a). */
  root: string;
}

interface UxPersonasTable extends FeatureColumns {
  personality: string;
  biography: string;
  goals: string;
  frustrations: string;
  demographics_age: number | null;
  demographics_gender: string | null;
  demographics_occupation: string;
  demographics_income: string;
  demographics_location: string;
  /** JSON: the block switches (`hasDescription`, …) as one object. */
  flags: string;
  personality_introvert_extrovert: number;
  personality_thinking_feeling: number;
  personality_sensing_intuition: number;
  personality_judging_perceiving: number;
  /** JSON: [{ id, name, level }]. */
  skills: string;
  motivations: string;
}

export interface Database {
  users: UsersTable;
  external_identities: ExternalIdentitiesTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  projects: ProjectsTable;
  empathy_maps: EmpathyMapsTable;
  competitor_analyses: CompetitorAnalysesTable;
  ux_personas: UxPersonasTable;
  sitemaps: SitemapsTable;
}

export type FeatureTable = keyof typeof PROJECT_THUMBNAIL_COLUMN;
