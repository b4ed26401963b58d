import { JOURNEY_LIMITS } from 'shared-contracts/editors/journey-map/content';
import { describe, expect, it } from 'vitest';
import { EMOTION_SCALE } from './emotion-scale';

describe('the emotion scale', () => {
  it("is the contract's range of scores", () => {
    expect(EMOTION_SCALE).toEqual({ min: JOURNEY_LIMITS.minScore, max: JOURNEY_LIMITS.maxScore });
  });
});
