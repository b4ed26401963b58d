import { type ItemKeys, isBenchRoute, realisticBody } from '../bench/feature-content.js';
import { call, createItem, type SeededItem, type SeededProject } from '../bench/seed.js';
import type { FeatureDefinition } from '../src/features/definition.js';
import { FEATURES } from '../src/features/index.js';

/*
 * The editor types the shared suites (features, ownership, concurrent edits, bad input,
 * crash, weird JSON, the property tests) run for: every type the API serves, as its
 * definitions in src/editors/ say, so a new editor type is tested by those suites without
 * an edit to them. The benchmarks keep their own fixed list (bench/feature-content.ts
 * BENCH_ROUTES), so their recorded figures stay comparable.
 */

/** The API path segment of every served type, in the server's registration order. */
export const SERVED_ROUTES: readonly string[] = FEATURES.all.map((def) => def.route);

/** The definition of the type served at `/api/<route>`; a route nobody serves is a test bug. */
export function servedAt(route: string): FeatureDefinition {
  const definition = FEATURES.all.find((def) => def.route === route);
  if (!definition) throw new Error(`No editor type is served at /api/${route}`);
  return definition;
}

/** How the API's messages name an item of the type: 'empathy map', 'UX persona'. */
export const nounOf = (route: string) => servedAt(route).editor.noun;

/**
 * A served route other than `route` (the next one, in order), for a key of the wrong type.
 * Every type has its own key prefix (the catalogue checks it), so the key is always foreign.
 */
export function otherRoute(route: string): string {
  const at = SERVED_ROUTES.indexOf(route);
  return SERVED_ROUTES[(at + 1) % SERVED_ROUTES.length]!;
}

/**
 * The whole object a save of `item` under `name` sends. The benchmarked types send their
 * realistic bodies (bench/feature-content.ts); any other type its definition's default
 * content, which is valid by the type's own contract, with the item's keys and the name.
 * Built from the keys only, as realisticBody is: no version is sent, so saves never conflict.
 */
export function savedBody(route: string, item: ItemKeys, name: string): Record<string, unknown> {
  if (isBenchRoute(route)) return realisticBody(route, item, name);
  const definition = servedAt(route);
  return {
    ...definition.defaultContent(),
    projectSK: item.projectSK,
    [definition.skField]: item.SK,
    name,
  };
}

/** Creates an item of any served type and saves `savedBody` into it, as a first save does. */
export async function seedServedItem(
  base: string,
  token: string,
  route: string,
  project: SeededProject,
  name: string,
): Promise<SeededItem<string>> {
  const item = await createItem(base, token, route, project);
  await call(base, 'PATCH', `/api/${route}`, { token, json: savedBody(route, item, name) });
  return item;
}
