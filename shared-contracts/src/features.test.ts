import { describe, expect, it } from 'vitest';
import { FEATURE_API_PATHS, FEATURE_TYPES } from './features.js';

describe('the editor types', () => {
  it('each has its API resource (spec §7)', () => {
    expect(FEATURE_TYPES.map((type) => FEATURE_API_PATHS[type])).toEqual([
      'ux-personas',
      'empathy-maps',
      'competitor-analysis',
      'sitemaps',
    ]);
  });
});
