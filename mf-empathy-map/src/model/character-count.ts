/**
 * The counter under a text box. It appears only near the limit, where it helps; a
 * counter on every empty box is noise.
 */

/** Show the counter from this share of the limit on (400 of 500, 240 of 300). */
const COUNTER_FROM_SHARE = 0.8;

export interface CharacterCount {
  length: number;
  max: number;
  remaining: number;
  visible: boolean;
  /** Further typing is refused. */
  atLimit: boolean;
}

export function characterCount(text: string, max: number): CharacterCount {
  const length = text.length;
  return {
    length,
    max,
    remaining: Math.max(0, max - length),
    visible: length >= Math.ceil(max * COUNTER_FROM_SHARE),
    atLimit: length >= max,
  };
}
