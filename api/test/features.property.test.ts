import fc from 'fast-check';
import {
  type KeyKind,
  MESSAGES,
  updateCompetitorAnalysisRequest,
  updateEmpathyMapRequest,
  updateSitemapRequest,
  updateUxPersonaRequest,
} from 'shared-contracts';
import {
  canonicalKey,
  competitorAnalysisMutations,
  competitorAnalysisUpdate,
  empathyMapMutations,
  empathyMapUpdate,
  type FeatureKeys,
  featureName,
  featureNameField,
  KEY_KINDS,
  keyField,
  type Mutation,
  nearMissesOf,
  sitemapMutations,
  sitemapUpdate,
  uxPersonaMutations,
  uxPersonaUpdate,
} from 'shared-contracts/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newFeature, newProject, newUser, pathKey, type SignedInUser } from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import {
  API_RUNS,
  expectReadableError,
  expectRefusal,
  pick,
  refused,
  type Sent,
  spellingsOf,
  UNSTORABLE_TEXT,
  valid,
  withoutServerFields,
} from './property-support.js';
import { SERVED_ROUTES, servedAt } from './served-features.js';

/*
 * PATCH of the editors with generated bodies, valid and not: a valid one is
 * answered 200 and the item then holds exactly what was sent (as the schema reads it:
 * keys in the '#' form, the name without spaces around it); anything else is a 4xx with
 * a readable message and leaves the item as it was. Every run builds on the item the
 * runs before it left, so a run is a step in a random edit history.
 */

type Body = Record<string, unknown>;
type Detail = Body & { PK: string; SK: string };

interface Feature {
  route: string;
  kind: KeyKind;
  label: string;
  skField: string;
  schema: z.ZodType;
  valid: (keys: FeatureKeys, personaSK: fc.Arbitrary<string | null>) => fc.Arbitrary<Body>;
  mutations: Mutation<Body>[];
  /** Top-level text fields, where unstorable text is tried. */
  texts: string[];
  /** What the detail shows for what the body left out. */
  stored: (parsed: Body) => Body;
}

/** The types whose bodies shared-contracts/testing generates field by field, with near misses. */
const GENERATED: Partial<Record<string, Feature>> = {
  'empathy-maps': {
    route: 'empathy-maps',
    kind: KEY_KINDS.empathyMap,
    label: 'Empathy map',
    skField: 'empathyMapSK',
    schema: updateEmpathyMapRequest,
    valid: (keys, personaSK) => empathyMapUpdate(keys, personaSK),
    mutations: empathyMapMutations(),
    texts: ['name', 'says', 'does', 'thinks', 'feels', 'pains', 'gains'],
    stored: (parsed) => ({ personaSK: null, ...parsed }),
  },
  'competitor-analysis': {
    route: 'competitor-analysis',
    kind: KEY_KINDS.competitorAnalysis,
    label: 'Competitor analysis',
    skField: 'competitorAnalysisSK',
    schema: updateCompetitorAnalysisRequest,
    valid: (keys) => competitorAnalysisUpdate(keys),
    mutations: competitorAnalysisMutations(),
    texts: ['name'],
    stored: (parsed) => parsed,
  },
  'ux-personas': {
    route: 'ux-personas',
    kind: KEY_KINDS.uxPersona,
    label: 'UX persona',
    skField: 'uxPersonaSK',
    schema: updateUxPersonaRequest,
    valid: (keys) => uxPersonaUpdate(keys),
    mutations: uxPersonaMutations(),
    texts: ['name', 'personality', 'biography', 'goals', 'demographics_location'],
    stored: (parsed) => ({ demographics_age: null, demographics_gender: null, ...parsed }),
  },
  sitemaps: {
    route: 'sitemaps',
    kind: KEY_KINDS.sitemap,
    label: 'Sitemap',
    skField: 'sitemapSK',
    schema: updateSitemapRequest,
    valid: (keys) => sitemapUpdate(keys),
    mutations: sitemapMutations(),
    texts: ['name'],
    stored: (parsed) => parsed,
  },
};

/**
 * Any other served type, from its definition: its default content under generated keys
 * (in every spelling) and names, near misses of what every type's PATCH checks alike (the
 * name and the keys), and unstorable text in each of its text fields.
 */
function fromDefinition(route: string): Feature {
  const definition = servedAt(route);
  const content: Body = definition.defaultContent();
  return {
    route,
    kind: definition.keyKind,
    label: definition.label,
    skField: definition.skField,
    schema: definition.updateRequest,
    valid: (keys) =>
      fc
        .record({
          projectSK: keys.projectSK ?? canonicalKey('project'),
          itemSK: keys.itemSK ?? canonicalKey(definition.keyKind),
          name: featureName,
        })
        .map(({ projectSK, itemSK, name }) => ({
          ...content,
          projectSK,
          [definition.skField]: itemSK,
          name,
        })),
    mutations: [
      ...featureNameField<Body>(),
      ...keyField<Body>('projectSK', 'project'),
      ...keyField<Body>(definition.skField, definition.keyKind),
    ],
    texts: Object.keys(content).filter((field) => typeof content[field] === 'string'),
    // A content field a PATCH leaves out is stored as null (FeatureDefinition.defaultContent).
    stored: (parsed) => ({
      ...Object.fromEntries(Object.keys(content).map((field) => [field, null])),
      ...parsed,
    }),
  };
}

/** A body that may or may not be storable: stored exactly, or refused; never changed. */
type Either = { valid: 'either'; what: string; body: Body };
type AnySent = Sent | Either;

describe.skipIf(SKIP)('feature PATCH with generated bodies', () => {
  const suite = serverForSuite();
  const world = {} as {
    user: SignedInUser;
    projectSK: string;
    items: Record<string, Detail>;
  };

  beforeAll(async () => {
    world.user = await newUser(suite.api);
    world.projectSK = (await newProject(suite.api, world.user)).SK;
    world.items = {};
    for (const route of SERVED_ROUTES) {
      world.items[route] = await newFeature(suite.api, world.user, route, world.projectSK);
    }
  });

  function bodies(feature: Feature): fc.Arbitrary<AnySent> {
    const item = world.items[feature.route]!;
    const keys = {
      projectSK: spellingsOf('project', world.projectSK),
      itemSK: spellingsOf(feature.kind, item.SK),
    };
    const persona = world.items['ux-personas']!.SK;
    const personaSK = fc.oneof(fc.constant(null), spellingsOf(KEY_KINDS.uxPersona, persona));
    const validBody = feature.valid(keys, personaSK);
    const unstorable = fc
      .tuple(validBody, fc.constantFrom(...feature.texts), fc.constantFrom(...UNSTORABLE_TEXT))
      .map(
        ([body, field, text]): Either => ({
          valid: 'either',
          what: `${field} = ${JSON.stringify(text)}`,
          body: { ...body, [field]: text },
        }),
      );
    const elsewhere = fc.tuple(validBody, canonicalKey(feature.kind)).map(([body, sk]) =>
      refused(
        {
          what: `${feature.skField} of no item`,
          body: { ...body, [feature.skField]: sk },
          message: MESSAGES.notFound(feature.label),
        },
        404,
      ),
    );
    return fc.oneof(
      { weight: 4, arbitrary: validBody.map(valid) },
      { weight: 4, arbitrary: nearMissesOf(validBody, feature.mutations).map((m) => refused(m)) },
      { weight: 1, arbitrary: unstorable },
      { weight: 1, arbitrary: elsewhere },
    );
  }

  async function stored(feature: Feature): Promise<Body> {
    const item = world.items[feature.route]!;
    const path = `/api/${feature.route}/${pathKey(item.PK)}/${pathKey(item.SK)}`;
    const response = await suite.api.get(path, { token: world.user.token });
    expect(response.status, response.text).toBe(200);
    return withoutServerFields(response.body);
  }

  async function expectKept(feature: Feature, sent: Body, answer: Body) {
    const expected = feature.stored(feature.schema.parse(sent) as Body);
    expect(pick(answer, expected)).toEqual(expected);
    expect(pick(await stored(feature), expected)).toEqual(expected);
  }

  it.each(SERVED_ROUTES)(
    '%s: kept exactly, or refused with a 4xx and nothing changed',
    async (route) => {
      const feature = GENERATED[route] ?? fromDefinition(route);
      const { token } = world.user;
      await fc.assert(
        fc.asyncProperty(bodies(feature), async (sent) => {
          const before = await stored(feature);
          const body = sent.valid === false ? sent.miss.body : sent.body;
          const response = await suite.api.patch(`/api/${route}`, { token, json: body });
          if (sent.valid === true || (sent.valid === 'either' && response.status === 200)) {
            expect(response.status, response.text.slice(0, 300)).toBe(200);
            return expectKept(feature, body, response.body);
          }
          if (sent.valid === false) expectRefusal(response, sent.miss, sent.status);
          else expectReadableError(response);
          expect(await stored(feature)).toEqual(before);
        }),
        { numRuns: API_RUNS },
      );
    },
  );
});
