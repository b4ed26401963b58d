import { isUuid } from 'shared-contracts';

/*
 * A restored item gets a new key, and so does its project: wherever the backup's content
 * names an old key, the restored content names the new one. The walk knows no editor: it
 * replaces every string equal to a key of the backup, so a new type's references (at any
 * depth, in lists, even as property names) are carried over with no code for that type.
 */

/** An item or project key in either spelling (`UXPERS#<uuid>`, `UXPERS_<uuid>`). */
const KEY = /^([A-Z][A-Z0-9]*)[#_](.{36})$/;

/** The `#` form of a key written either way (the uuid in lower case), or null for other text. */
export function canonicalKey(text: string): string | null {
  const match = KEY.exec(text);
  if (!match || !isUuid(match[2]!)) return null;
  return `${match[1]}#${match[2]!.toLowerCase()}`;
}

/** Old keys (canonical, as canonicalKey gives them) to the keys that replace them. */
type KeyRenames = ReadonlyMap<string, string>;

/**
 * A copy of `value` in which every string (values and property names) that is an old key
 * of `renames`, in either spelling, is its new key; everything else is copied as it is.
 * Walked with a stack of its own rather than by recursion, so no depth of JSON can
 * overflow the call stack.
 */
export function remapKeys<T>(value: T, renames: KeyRenames): T {
  const rename = (text: string) => {
    const key = canonicalKey(text);
    return (key !== null && renames.get(key)) || text;
  };
  const pending: [source: object, target: Record<string, unknown> | unknown[]][] = [];
  const copy = (inner: unknown): unknown => {
    if (typeof inner === 'string') return rename(inner);
    if (inner === null || typeof inner !== 'object') return inner;
    const target = Array.isArray(inner) ? [] : {};
    pending.push([inner, target]);
    return target;
  };
  const root = copy(value);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [source, target] = next;
    if (Array.isArray(source)) {
      const list = target as unknown[];
      for (const inner of source) list.push(copy(inner));
    } else {
      for (const [name, inner] of Object.entries(source)) {
        // Defined, not assigned: a property named `__proto__` stays a property.
        Object.defineProperty(target, rename(name), {
          value: copy(inner),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
  }
  return root as T;
}
