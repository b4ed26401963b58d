/**
 * Keys as clients see them (architecture §5): `<PREFIX>#<uuid>`. Browser routes write the
 * `#` as `_` (`PROJECT_<uuid>`) because `#` starts a URL fragment; the API accepts both.
 */
export const KEY_PREFIXES = {
  user: 'USER',
  project: 'PROJECT',
} as const;

/**
 * The kinds of key: a user's, a project's, or an editor's items, named by its description
 * (`keyPrefix` and, for messages, its noun).
 */
export type KeyKind = keyof typeof KEY_PREFIXES | ItemKeyKind;
export interface ItemKeyKind {
  noun: string;
  items: { keyPrefix: string };
}

/** `PROJECT`, or an editor's `UXPERS`. */
export function keyPrefix(kind: KeyKind): string {
  return typeof kind === 'string' ? KEY_PREFIXES[kind] : kind.items.keyPrefix;
}

/** How messages name a kind of key: 'project', 'empathy map'. */
export function keyNoun(kind: KeyKind): string {
  return typeof kind === 'string' ? kind : kind.noun;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** `buildKey('project', id)` → `PROJECT#id`. */
export function buildKey(kind: KeyKind, id: string): string {
  return `${keyPrefix(kind)}#${id}`;
}

/**
 * The id inside a key of the given kind, written with `#` or `_`, or `null` when the text
 * is not such a key. Ids are UUIDs, so the only separator is the one after the prefix.
 */
export function parseKey(kind: KeyKind, key: string): string | null {
  const prefix = keyPrefix(kind);
  if (key.length !== prefix.length + 37 || !key.startsWith(prefix)) return null;
  const separator = key[prefix.length];
  if (separator !== '#' && separator !== '_') return null;
  const id = key.slice(prefix.length + 1);
  return isUuid(id) ? id.toLowerCase() : null;
}

/** The canonical `#` form of a key written either way, or `null` when it is not one. */
export function normalizeKey(kind: KeyKind, key: string): string | null {
  const id = parseKey(kind, key);
  return id === null ? null : buildKey(kind, id);
}

/** `PROJECT#id` → `PROJECT_id`, for browser routes. */
export function toRouteKey(key: string): string {
  return key.replace('#', '_');
}

/** `PROJECT_id` → `PROJECT#id`; a key already in `#` form is returned as it is. */
export function fromRouteKey(key: string): string {
  return key.includes('#') ? key : key.replace('_', '#');
}

/** A key for an API path: `#` percent-encoded as `%23`. */
export function toApiPathKey(key: string): string {
  return encodeURIComponent(fromRouteKey(key));
}
