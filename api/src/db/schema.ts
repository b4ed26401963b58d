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
  created_at: number;
  updated_at: number;
  /**
   * Saves of the name and description so far, from 1 (migration 0003). Changes inside the
   * project (its items) touch `updated_at` only: they do not make a project form stale.
   */
  version: number;
}

/**
 * The item of any editor type (migration 0005, issue H1): the columns every type has, and
 * its content as one JSON document, so a new type needs no table of its own.
 */
export interface ItemsTable {
  id: string;
  project_id: string;
  /** The editor type: its definition's `type` ('uxPersona', …). */
  type: string;
  name: string;
  /** Blob-store key of the thumbnail (or, for personas, the photo). */
  thumbnail_key: string | null;
  created_at: number;
  updated_at: number;
  /** Saves so far, from 1 (migration 0003): the concurrent-edit rule compares it. */
  version: number;
  /**
   * JSON: the content fields of the detail (everything but the name, keys, dates and
   * version), as the type's update schema accepted them. Text, so both engines store
   * identical values.
   */
  body: string;
}

/**
 * A copy of the latest uploaded thumbnail per project and type (architecture §6), so the
 * project list reads no items. No row: the project has no thumbnail of that type.
 */
interface ProjectThumbnailsTable {
  project_id: string;
  type: string;
  thumbnail_key: string;
}

/**
 * A read-only share link (migration 0006, issue H5): to one item, or with no item to the
 * whole project. Only the SHA-256 of its token is kept, so the table cannot be read back
 * into working links. Revoking a link deletes its row; deleting the item, the project or
 * the account deletes it too (cascades).
 */
export interface ShareLinksTable {
  id: string;
  user_id: string;
  project_id: string;
  item_id: string | null;
  /** Hex SHA-256 of the token: the link is found by it. */
  token_hash: string;
  created_at: number;
  last_opened_at: number | null;
}

export interface Database {
  users: UsersTable;
  external_identities: ExternalIdentitiesTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  projects: ProjectsTable;
  items: ItemsTable;
  project_thumbnails: ProjectThumbnailsTable;
  share_links: ShareLinksTable;
}
