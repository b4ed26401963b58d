import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { updateCompetitorAnalysisRequest } from '../editors/competitor-analysis/schema.js';
import { updateEmpathyMapRequest } from '../editors/empathy-map/schema.js';
import { updateSitemapRequest } from '../editors/sitemap/schema.js';
import { updateUxPersonaRequest } from '../editors/ux-persona/schema.js';
import { type KeyKind, keyPrefix } from '../keys.js';
import {
  competitorAnalysisMutations,
  competitorAnalysisUpdate,
  empathyMapMutations,
  empathyMapUpdate,
  looseKey,
  type Mutation,
  nearMissesOf,
  sitemapMutations,
  sitemapUpdate,
  spaces,
  uxPersonaMutations,
  uxPersonaUpdate,
} from '../testing/index.js';
import { KEY_KINDS } from '../testing/key-kinds.js';
import { expectAccepted, expectRefused } from '../testing/schema-checks.js';

/*
 * The editors' PATCH bodies: valid ones come back unchanged (the only rewrites are
 * the key spelling and spaces around the name, both stable); one thing wrong is refused
 * with the message the editors and the spec use.
 */

type Body = Record<string, unknown> & { projectSK: string; name: string };

interface Feature {
  name: string;
  schema: z.ZodType;
  valid: fc.Arbitrary<Body>;
  mutations: Mutation<Body>[];
  itemSK: string;
  kind: KeyKind;
}

const asBodies = <T extends Body>(arbitrary: fc.Arbitrary<T>) =>
  arbitrary as unknown as fc.Arbitrary<Body>;

const FEATURES: Feature[] = [
  {
    name: 'empathy map',
    schema: updateEmpathyMapRequest,
    valid: asBodies(empathyMapUpdate()),
    mutations: empathyMapMutations(),
    itemSK: 'empathyMapSK',
    kind: KEY_KINDS.empathyMap,
  },
  {
    name: 'competitor analysis',
    schema: updateCompetitorAnalysisRequest,
    valid: asBodies(competitorAnalysisUpdate()),
    mutations: competitorAnalysisMutations(),
    itemSK: 'competitorAnalysisSK',
    kind: KEY_KINDS.competitorAnalysis,
  },
  {
    name: 'UX persona',
    schema: updateUxPersonaRequest,
    valid: asBodies(uxPersonaUpdate()),
    mutations: uxPersonaMutations(),
    itemSK: 'uxPersonaSK',
    kind: KEY_KINDS.uxPersona,
  },
  {
    name: 'sitemap',
    schema: updateSitemapRequest,
    valid: asBodies(sitemapUpdate()),
    mutations: sitemapMutations(),
    itemSK: 'sitemapSK',
    kind: KEY_KINDS.sitemap,
  },
];

describe.each(FEATURES)('$name update', ({ schema: zod, valid, mutations, itemSK, kind }) => {
  it('accepts a valid body as it is', () => {
    fc.assert(
      fc.property(valid, (body) => void expectAccepted(zod, body)),
      { numRuns: 100 },
    );
  });

  it('normalises key spellings and spaces around the name once and for all', () => {
    const loose = fc
      .tuple(valid, looseKey('project'), looseKey(kind), spaces, spaces)
      .map(([body, projectSK, sk, before, after]) => ({
        ...body,
        projectSK,
        [itemSK]: sk,
        name: `${before}${body.name}${after}`,
      }));
    fc.assert(
      fc.property(loose, (input) => {
        const once = zod.parse(input) as Record<string, string>;
        expect(once.name).toBe(input.name.trim());
        expect(once.projectSK).toBe(`PROJECT#${input.projectSK.slice(8).toLowerCase()}`);
        const prefix = keyPrefix(kind);
        const sk = input[itemSK] as string;
        expect(once[itemSK]).toBe(`${prefix}#${sk.slice(prefix.length + 1).toLowerCase()}`);
        expectAccepted(zod, once);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses one thing wrong with its message', () => {
    const misses = nearMissesOf(valid, mutations);
    fc.assert(
      fc.property(misses, (miss) => expectRefused(zod, miss)),
      { numRuns: 200 },
    );
  });
});
