import { describe, expect, it } from 'vitest';
import empathyMapFeature from '../editors/empathy-map.js';
import journeyMapFeature from '../editors/journey-map.js';
import uxPersonaFeature from '../editors/ux-persona.js';
import { featureCatalog } from './catalog.js';
import type { FeatureDefinition } from './definition.js';
import { FEATURES } from './index.js';

describe('featureCatalog', () => {
  it('finds the served types by type, and the references to each', () => {
    expect(FEATURES.byType('uxPersona')).toBe(uxPersonaFeature);
    expect(FEATURES.byType('storyboard')).toBeUndefined();
    expect(FEATURES.referencesTo('uxPersona')).toEqual([
      { holder: empathyMapFeature, reference: empathyMapFeature.references![0] },
      { holder: journeyMapFeature, reference: journeyMapFeature.references![0] },
    ]);
    expect(FEATURES.referencesTo('sitemap')).toEqual([]);
  });

  it.each([
    ['type', { type: 'uxPersona' }, "the type 'uxPersona'"],
    ['key prefix', { keyPrefix: 'UXPERS' }, "the key prefix 'UXPERS'"],
    ['route', { route: 'ux-personas' }, "the route 'ux-personas'"],
  ])('refuses two definitions with one %s', (_, change, message) => {
    const copy = { ...empathyMapFeature, type: 'copy', keyPrefix: 'COPY', route: 'copies' };
    expect(() => featureCatalog([uxPersonaFeature, { ...copy, ...change }])).toThrow(message);
  });

  it('refuses a reference to a type not served, or from a field the content lacks', () => {
    expect(() => featureCatalog([empathyMapFeature])).toThrow("refers to 'uxPersona'");
    const fromNowhere: FeatureDefinition = {
      ...empathyMapFeature,
      references: [{ field: 'ownerSK', type: 'uxPersona', message: '' }],
    };
    expect(() => featureCatalog([uxPersonaFeature, fromNowhere])).toThrow("no field 'ownerSK'");
  });

  it('refuses a key field its update request lacks', () => {
    expect(() => featureCatalog([{ ...uxPersonaFeature, skField: 'personaSK' }])).toThrow(
      "no key field 'personaSK'",
    );
  });
});
