import type { UxPersonaContent } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { closeBlock } from './blocks';
import { sampleDraft } from './draft';
import { pictureGaps } from './picture';
import { addTrait, removeTrait, renameTrait } from './traits';

/** The spec's sample (skills 'Tech level', 'Creativity' and a blank one; ids id-0…). */
function sample(): UxPersonaContent {
  let n = 0;
  return sampleDraft(() => `id-${n++}`).persona;
}

/** The sample with every text filled in and its blank skill named. */
function filled(): UxPersonaContent {
  return {
    ...renameTrait(sample(), 'skills', 'id-2', 'Patience'),
    personality: 'Calm, curious',
    biography: 'Grew up by the sea',
    goals: 'Pay in one tap',
    frustrations: 'Long forms',
    demographics_age: 34,
    demographics_gender: 'female',
    demographics_occupation: 'Nurse',
    demographics_income: '$40k',
    demographics_location: 'Lviv',
  };
}

const listed = (gaps: ReturnType<typeof pictureGaps>) => ({
  texts: [...gaps.texts].sort(),
  parts: [...gaps.parts].sort(),
  traits: [...gaps.traits].sort(),
});

describe('pictureGaps', () => {
  it('leaves nothing out of a persona filled in', () => {
    expect(listed(pictureGaps(filled()))).toEqual({ texts: [], parts: [], traits: [] });
  });

  it("leaves out the sample's blank optional texts and its unnamed skill", () => {
    expect(listed(pictureGaps(sample()))).toEqual({
      texts: [
        'demographics_income',
        'demographics_location',
        'demographics_occupation',
        'frustrations',
        'goals',
        'personality',
      ],
      parts: ['goalsFrustrations'],
      traits: ['id-2'],
    });
  });

  it('counts spaces as blank, and leaves one of goals and frustrations out alone', () => {
    const gaps = pictureGaps({ ...filled(), goals: '  \n ', demographics_income: ' ' });
    expect(listed(gaps)).toEqual({
      texts: ['demographics_income', 'goals'],
      parts: [],
      traits: [],
    });
  });

  it('keeps the fixed parts: age, gender and biography stay when empty', () => {
    const gaps = pictureGaps({
      ...filled(),
      demographics_age: null,
      demographics_gender: null,
      biography: '',
    });
    expect(listed(gaps)).toEqual({ texts: [], parts: [], traits: [] });
  });

  it('leaves out a list with no named entry, and the row of lists when neither shows', () => {
    let persona = filled();
    for (const id of ['id-0', 'id-1', 'id-2']) persona = renameTrait(persona, 'skills', id, ' ');
    expect(listed(pictureGaps(persona)).parts).toEqual(['skills']);
    expect(listed(pictureGaps(persona)).traits).toEqual(['id-0', 'id-1', 'id-2']);
    // Motivations closed: no list is pictured, so neither is the row that holds them.
    const closed = closeBlock(persona, 'hasMotivations');
    expect(listed(pictureGaps(closed)).parts).toEqual(['skills', 'traits']);
    // An empty list is blank as well; a new entry is blank until named.
    let none = filled();
    for (const id of ['id-3', 'id-4', 'id-5', 'id-6']) none = removeTrait(none, 'motivations', id);
    none = addTrait(none, 'motivations', 'new');
    expect(listed(pictureGaps(none)).parts).toEqual(['motivations']);
    expect(listed(pictureGaps(renameTrait(none, 'motivations', 'new', 'Status'))).parts).toEqual(
      [],
    );
  });

  it('leaves out Personality once every slider in it is closed, not before', () => {
    let persona = filled();
    persona = closeBlock(persona, 'hasPersonality_introvert_extrovert');
    persona = closeBlock(persona, 'hasPersonality_thinking_feeling');
    persona = closeBlock(persona, 'hasPersonality_sensing_intuition');
    expect(pictureGaps(persona).parts.has('personality')).toBe(false);
    persona = closeBlock(persona, 'hasPersonality_judging_perceiving');
    expect(pictureGaps(persona).parts.has('personality')).toBe(true);
  });
});
