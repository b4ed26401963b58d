import type { FeatureDefinition, FeatureReference } from './definition.js';

/** A reference of one type's content to items of another, with the type that holds it. */
interface IncomingReference {
  /** The type whose items hold the reference. */
  holder: FeatureDefinition;
  reference: FeatureReference;
}

/** The editor types an instance serves, looked up the ways the store and routes need. */
export interface FeatureCatalog {
  /** In registration order (routes, OpenAPI, the project's `thumbnails` map). */
  readonly all: readonly FeatureDefinition[];
  byType(type: string): FeatureDefinition | undefined;
  /** Every reference, of any type, to items of `type`: what deleting one must clear. */
  referencesTo(type: string): readonly IncomingReference[];
}

/**
 * Checks the definitions against each other and indexes them. A mistake here (two types
 * on one route, a reference to a type nobody serves) stops the server at start, rather
 * than answering requests wrongly.
 */
export function featureCatalog(definitions: readonly FeatureDefinition[]): FeatureCatalog {
  const byType = new Map<string, FeatureDefinition>();
  const unique = (what: string, values: string[]) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) throw new Error(`Two editor definitions have the ${what} '${value}'`);
      seen.add(value);
    }
  };
  unique(
    'type',
    definitions.map((def) => def.type),
  );
  unique(
    'key prefix',
    definitions.map((def) => def.keyPrefix),
  );
  unique(
    'route',
    definitions.map((def) => def.route),
  );
  for (const def of definitions) {
    byType.set(def.type, def);
    if (!(def.skField in def.updateRequest.shape)) {
      throw new Error(`The ${def.type} update request has no key field '${def.skField}'`);
    }
  }
  const incoming = new Map<string, IncomingReference[]>();
  for (const holder of definitions) {
    for (const reference of holder.references ?? []) {
      if (!byType.has(reference.type)) {
        throw new Error(
          `${holder.type}.${reference.field} refers to '${reference.type}', not served`,
        );
      }
      if (!(reference.field in holder.updateRequest.shape)) {
        throw new Error(`${holder.type} has no field '${reference.field}' to refer from`);
      }
      const list = incoming.get(reference.type) ?? [];
      list.push({ holder, reference });
      incoming.set(reference.type, list);
    }
  }
  return {
    all: definitions,
    byType: (type) => byType.get(type),
    referencesTo: (type) => incoming.get(type) ?? [],
  };
}
