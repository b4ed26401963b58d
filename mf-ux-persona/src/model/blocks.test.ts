import {
  PERSONA_FLAGS,
  PERSONALITY_SLIDERS,
  type PersonaFlag,
  type UxPersonaContent,
} from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { closeBlock, openBlock, SLIDER_FLAGS } from './blocks';
import { sampleDraft } from './draft';

/** The sample persona with every text filled in, so clearing is visible (fixed ids). */
function filled(): UxPersonaContent {
  let n = 0;
  return {
    ...sampleDraft(() => `id-${n++}`).persona,
    personality: 'Calm, curious',
    biography: 'Grew up by the sea',
    goals: 'Pay in one tap',
    frustrations: 'Long forms',
    demographics_age: 34,
    demographics_gender: 'female',
    demographics_occupation: 'Nurse',
    demographics_income: '$40k',
    demographics_location: 'Lviv',
    personality_introvert_extrovert: 20,
  };
}

/** The fields that differ between two personas. */
function changed(before: UxPersonaContent, after: UxPersonaContent) {
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key as never]) !== JSON.stringify(after[key as never]))
    .sort();
}

const SLIDER_FLAG_NAMES = Object.values(SLIDER_FLAGS);

describe('closeBlock (spec §4)', () => {
  it('closing Personality turns off its four sliders and nothing else', () => {
    const before = filled();
    const after = closeBlock(before, 'hasPersonality');
    expect(changed(before, after)).toEqual(['hasPersonality', ...SLIDER_FLAG_NAMES].sort());
    for (const flag of ['hasPersonality', ...SLIDER_FLAG_NAMES] as PersonaFlag[]) {
      expect(after[flag]).toBe(false);
    }
    // The slider values are kept for when the block comes back.
    expect(after.personality_introvert_extrovert).toBe(20);
  });

  it('closing Goals/Frustrations clears both texts', () => {
    const after = closeBlock(filled(), 'hasGoals_frustrations');
    expect([after.hasGoals_frustrations, after.goals, after.frustrations]).toEqual([false, '', '']);
    expect(changed(filled(), after)).toEqual(['frustrations', 'goals', 'hasGoals_frustrations']);
  });

  it('closing Description clears the personality words', () => {
    const after = closeBlock(filled(), 'hasDescription');
    expect(changed(filled(), after)).toEqual(['hasDescription', 'personality']);
    expect(after.personality).toBe('');
  });

  it.each([
    ['hasDemographics_occupation', 'demographics_occupation'],
    ['hasDemographics_income', 'demographics_income'],
    ['hasDemographics_location', 'demographics_location'],
  ] as const)('closing %s clears %s only', (flag, field) => {
    const after = closeBlock(filled(), flag);
    expect(changed(filled(), after)).toEqual([field, flag].sort());
    expect(after[field]).toBe('');
  });

  it.each(['hasSkills', 'hasMotivations', ...SLIDER_FLAG_NAMES] as PersonaFlag[])(
    'closing %s only turns its flag off',
    (flag) => {
      const after = closeBlock(filled(), flag);
      expect(changed(filled(), after)).toEqual([flag]);
    },
  );

  it('leaves the persona it was given alone', () => {
    const before = filled();
    const copy = structuredClone(before);
    closeBlock(before, 'hasPersonality');
    closeBlock(before, 'hasGoals_frustrations');
    expect(before).toEqual(copy);
  });
});

describe('openBlock', () => {
  it('re-opening Personality shows the block with each slider off, its value kept', () => {
    const closed = closeBlock(filled(), 'hasPersonality');
    const opened = openBlock(closed, 'hasPersonality');
    expect(opened.hasPersonality).toBe(true);
    for (const flag of SLIDER_FLAG_NAMES) expect(opened[flag]).toBe(false);
    const slider = openBlock(opened, 'hasPersonality_introvert_extrovert');
    expect(changed(opened, slider)).toEqual(['hasPersonality_introvert_extrovert']);
    expect(slider.personality_introvert_extrovert).toBe(20);
  });

  it('re-opening one slider re-opens Personality with that slider alone', () => {
    const closed = closeBlock(filled(), 'hasPersonality');
    const opened = openBlock(closed, 'hasPersonality_thinking_feeling');
    expect(opened.hasPersonality).toBe(true);
    expect(opened.hasPersonality_thinking_feeling).toBe(true);
    expect(opened.hasPersonality_introvert_extrovert).toBe(false);
  });

  it.each(
    PERSONA_FLAGS.filter((flag) => flag !== 'hasPersonality' && !SLIDER_FLAG_NAMES.includes(flag)),
  )('re-opening %s turns its flag on and shows an empty field', (flag) => {
    const reopened = openBlock(closeBlock(filled(), flag), flag);
    expect(reopened[flag]).toBe(true);
    expect(changed(closeBlock(filled(), flag), reopened)).toEqual([flag]);
  });

  it('names a flag for every personality slider', () => {
    expect(Object.keys(SLIDER_FLAGS)).toEqual([...PERSONALITY_SLIDERS]);
  });
});
