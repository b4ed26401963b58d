/**
 * The emotion scores' range, −2…+2: the contract's JOURNEY_LIMITS.minScore and maxScore,
 * written here as well so that the curve's geometry (and with it the read-only viewer)
 * does not import the schema's module, which brings zod to a share page. A test
 * (emotion-scale.test.ts) keeps the two equal.
 */
export const EMOTION_SCALE = { min: -2, max: 2 } as const;
