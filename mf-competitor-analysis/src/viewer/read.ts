/**
 * Readers for an item the viewer is handed unchecked (ViewerProps: no schema library on a
 * share page). The item was validated when it was saved, but a page may hold an older
 * shape, so a missing or wrongly typed field reads as empty instead of throwing.
 */

export type Fields = Record<string, unknown>;

export const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text field; anything but a string is empty. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A list of objects; anything else is empty, and so are entries that are not objects. */
export const list = (value: unknown): Fields[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

/**
 * React keys for list entries: their ids, or their place when an id is missing or
 * repeated (the list is rendered once and never reordered).
 */
export function keysOf(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.map((id, index) => {
    const key = id && !seen.has(id) ? id : `#${index}`;
    seen.add(key);
    return key;
  });
}
