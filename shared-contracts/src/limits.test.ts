import { describe, expect, it } from 'vitest';
import * as limits from './limits.js';

/** A guard that the named constants still say what product spec §5 and §9 say. */
describe('limits match spec §9', () => {
  it('counts', () => {
    expect(limits.MAX_PROJECTS).toBe(30);
    expect(limits.MAX_FEATURES_PER_TYPE).toBe(30);
    expect(limits.MAX_CRITERIA).toBe(30);
    expect(limits.MAX_COMPETITORS).toBe(30);
    expect(limits.MAX_SKILLS).toBe(20);
    expect(limits.MAX_MOTIVATIONS).toBe(20);
  });

  it('text lengths ("under 100" and "under 500" leave 99 and 499)', () => {
    expect([limits.PROJECT_NAME_MIN_LENGTH, limits.PROJECT_NAME_MAX_LENGTH]).toEqual([3, 99]);
    expect(limits.PROJECT_DESCRIPTION_MAX_LENGTH).toBe(499);
    expect(limits.FEATURE_NAME_MAX_LENGTH).toBe(99);
    expect(limits.EMPATHY_QUADRANT_MAX_LENGTH).toBe(500);
    expect(limits.EMPATHY_PAINS_GAINS_MAX_LENGTH).toBe(300);
    expect(limits.COMPETITOR_TEXT_MAX_LENGTH).toBe(300);
    expect(limits.PERSONA_SHORT_TEXT_MAX_LENGTH).toBe(50);
    expect(limits.PERSONA_BIOGRAPHY_MAX_LENGTH).toBe(1000);
    expect(limits.PERSONA_GOALS_MAX_LENGTH).toBe(300);
    expect(limits.PERSONA_FRUSTRATIONS_MAX_LENGTH).toBe(300);
  });

  it('sitemaps, as issue G5a gives them (the path length is ours)', () => {
    expect(limits.SITEMAP_LIMITS).toEqual({
      maxPages: 500,
      maxDepth: 12,
      titleMaxLength: 100,
      noteMaxLength: 300,
      pathMaxLength: 200,
    });
  });

  it('sliders', () => {
    expect([limits.SLIDER_MIN, limits.SLIDER_MAX, limits.SLIDER_DEFAULT]).toEqual([0, 100, 50]);
  });

  it('uploads', () => {
    expect(limits.MAX_UPLOAD_BYTES).toBe(10_000_000);
  });

  it('password bounds of architecture §7', () => {
    expect([limits.PASSWORD_MIN_LENGTH, limits.PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });
});
