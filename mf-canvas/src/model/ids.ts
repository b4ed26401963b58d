/**
 * Where the model gets randomness: new ids (UUID v4, spec §3) and palette picks. Passed
 * in, so tests run with predictable ids and colours.
 */
export interface Randomness {
  newId(): string;
  /** A number in [0, 1). */
  random(): number;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * A UUID v4 from `crypto.getRandomValues`. `crypto.randomUUID` would be shorter, but it
 * exists only in secure contexts and the site may be served over plain HTTP on a LAN.
 */
export function uuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const h = Array.from(bytes, (byte) => HEX[byte]!);
  return `${h.slice(0, 4).join('')}-${h.slice(4, 6).join('')}-${h.slice(6, 8).join('')}-${h
    .slice(8, 10)
    .join('')}-${h.slice(10).join('')}`;
}

export const browserRandomness: Randomness = { newId: uuidV4, random: Math.random };

/** A small seeded generator (mulberry32): the bench scene is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Predictable ids and palette picks (`id-1`, `id-2`…), for tests and the bench. */
export function sequentialRandomness(seed = 1): Randomness {
  let counter = 0;
  const random = seededRandom(seed);
  return { newId: () => `id-${++counter}`, random };
}
