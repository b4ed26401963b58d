import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/*
 * Random alterations of a backup, as a damaged or hand-edited file has them: a value
 * replaced, removed or given another type anywhere in the file, items repeated, their
 * types or pictures swapped, keys written as another item's.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Change = (backup: Json) => void;

/** Every path to a value in the document, the root excluded. */
function pathsOf(root: Json): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const walk = (value: Json, at: (string | number)[]) => {
    if (Array.isArray(value))
      value.forEach((inner, i) => {
        paths.push([...at, i]);
        walk(inner, [...at, i]);
      });
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        paths.push([...at, key]);
        walk(inner, [...at, key]);
      }
    }
  };
  walk(root, []);
  return paths;
}

/** The container holding the value at `at`, and its key there. */
function parentOf(root: Json, at: (string | number)[]) {
  let parent: any = root;
  for (const step of at.slice(0, -1)) parent = parent[step];
  return { parent, key: at[at.length - 1]! };
}

const otherType = (value: Json): Json => {
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 0;
  if (value === null) return {};
  if (Array.isArray(value)) return Object.fromEntries(value.map((inner, i) => [String(i), inner]));
  return Object.values(value);
};

const anyKey = fc
  .constantFrom('UXPERS', 'EMPMAP', 'PROJECT', 'COMPAN', 'SITEMAP')
  .map((prefix) => `${prefix}#${randomUUID()}`);

const newValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.constant(null),
  fc.constant(''),
  fc.nat({ max: 2000 }).map((n) => 'x'.repeat(n)),
  anyKey,
);

export function alteration(): fc.Arbitrary<Change> {
  const pick = fc.nat();
  return fc.oneof(
    // Replace a value anywhere (with weight: most alterations are these).
    {
      weight: 4,
      arbitrary: fc.tuple(pick, newValue).map(
        ([n, value]): Change =>
          (root) => {
            const paths = pathsOf(root);
            if (paths.length === 0) return;
            const { parent, key } = parentOf(root, paths[n % paths.length]!);
            parent[key] = value;
          },
      ),
    },
    {
      weight: 2,
      arbitrary: pick.map(
        (n): Change =>
          (root) => {
            const paths = pathsOf(root);
            if (paths.length === 0) return;
            const { parent, key } = parentOf(root, paths[n % paths.length]!);
            if (Array.isArray(parent)) parent.splice(key as number, 1);
            else delete parent[key];
          },
      ),
    },
    {
      weight: 2,
      arbitrary: pick.map(
        (n): Change =>
          (root) => {
            const paths = pathsOf(root);
            if (paths.length === 0) return;
            const { parent, key } = parentOf(root, paths[n % paths.length]!);
            parent[key] = otherType(parent[key]);
          },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(pick, fc.boolean()).map(
        ([n, freshKey]): Change =>
          (root) => {
            const items = (root as any)?.items;
            if (!Array.isArray(items) || items.length === 0) return;
            const copy = structuredClone(items[n % items.length]);
            if (freshKey && typeof copy?.key === 'string')
              copy.key = copy.key.replace(/#.*/, `#${randomUUID()}`);
            items.push(copy);
          },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(pick, pick, fc.constantFrom('type', 'image', 'key', 'content')).map(
        ([a, b, field]): Change =>
          (root) => {
            const items = (root as any)?.items;
            if (!Array.isArray(items) || items.length < 2) return;
            const first = items[a % items.length];
            const second = items[b % items.length];
            if (typeof first !== 'object' || typeof second !== 'object' || !first || !second)
              return;
            [first[field], second[field]] = [second[field], first[field]];
          },
      ),
    },
  );
}
