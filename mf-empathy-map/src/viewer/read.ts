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

/** Text worth showing. */
export const filled = (value: string): boolean => value.trim() !== '';
