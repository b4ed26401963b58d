import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import {
  DEFAULT_UX_PERSONA_NAME,
  defaultUxPersonaContent,
  GENDERS,
  PERSONA_FLAGS,
  PERSONALITY_SLIDERS,
  thumbnailUrlParams,
  UX_PERSONA_CONTENT_FIELDS,
  updateUxPersonaRequest,
  uxPersonaContent,
} from './schema.js';

const ID = '3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';

const counter = () => {
  let next = 0;
  return () => `id-${next++}`;
};
/** A valid persona (the default sample) with some fields replaced. */
const persona = (changes: Record<string, unknown> = {}) => ({
  ...defaultUxPersonaContent(counter()),
  ...changes,
});
/** `count` traits with distinct ids. */
const traits = (count: number, name = 'Trait', level = 50) =>
  Array.from({ length: count }, (_, i) => ({ id: `t-${i}`, name, level }));
const without = (input: object, key: string) =>
  Object.fromEntries(Object.entries(input).filter(([k]) => k !== key));
const text = (length: number) => 'p'.repeat(length);

function refusal(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  const issue = result.error?.issues[0];
  return { message: issue?.message, path: issue?.path };
}
const accepts = (input: unknown) => uxPersonaContent.safeParse(input).success;

describe('the plain content (content.ts)', () => {
  it('names exactly the content schema’s fields, for the editor that has no schema yet', () => {
    expect([...UX_PERSONA_CONTENT_FIELDS].sort()).toEqual(
      Object.keys(uxPersonaContent.shape).sort(),
    );
  });
});

describe('text limits', () => {
  it.each([
    ['personality', 'Personality', 50],
    ['demographics_occupation', 'Occupation', 50],
    ['demographics_income', 'Income', 50],
    ['demographics_location', 'Location', 50],
    ['biography', 'Biography', 1000],
    ['goals', 'Goals', 300],
    ['frustrations', 'Frustrations', 300],
  ] as const)('%s accepts its maximum and refuses one more', (field, label, max) => {
    expect(accepts(persona({ [field]: text(max) }))).toBe(true);
    const { message, path } = refusal(uxPersonaContent, persona({ [field]: text(max + 1) }));
    expect(path).toEqual([field]);
    expect(message).toBe(MESSAGES.tooLong(label, max));
    expect(message).toBe(`${label} must be at most ${max} characters`);
  });

  it.each(['skills', 'motivations'])('%s names accept 50 characters and refuse 51', (list) => {
    expect(accepts(persona({ [list]: traits(2, text(50)) }))).toBe(true);
    const { message, path } = refusal(uxPersonaContent, persona({ [list]: traits(2, text(51)) }));
    expect(path).toEqual([list, 0, 'name']);
    expect(message).toBe('Name must be at most 50 characters');
  });

  it('uses the editor heading rules for the name', () => {
    expect(refusal(uxPersonaContent, persona({ name: '' })).message).toBe(
      'Name should not be empty',
    );
    expect(refusal(uxPersonaContent, persona({ name: text(100) })).message).toBe(
      'Name should be less than 100 characters',
    );
  });
});

describe('list sizes', () => {
  it('accepts 20 skills and refuses 21', () => {
    expect(accepts(persona({ skills: traits(20) }))).toBe(true);
    const { message, path } = refusal(uxPersonaContent, persona({ skills: traits(21) }));
    expect(path).toEqual(['skills']);
    expect(message).toBe(MESSAGES.maxSkills);
    expect(message).toBe('Maximum 20 skills allowed');
  });

  it('accepts 20 motivations and refuses 21', () => {
    expect(accepts(persona({ motivations: traits(20) }))).toBe(true);
    const { message, path } = refusal(uxPersonaContent, persona({ motivations: traits(21) }));
    expect(path).toEqual(['motivations']);
    expect(message).toBe(MESSAGES.maxMotivations);
    expect(message).toBe('Maximum 20 motivations allowed');
  });

  it('accepts empty lists', () => {
    expect(accepts(persona({ skills: [], motivations: [] }))).toBe(true);
  });
});

describe('sliders and levels', () => {
  it.each(PERSONALITY_SLIDERS)('%s accepts 0 and 100 and refuses -1, 101 and 50.5', (slider) => {
    expect(accepts(persona({ [slider]: 0 }))).toBe(true);
    expect(accepts(persona({ [slider]: 100 }))).toBe(true);
    for (const value of [-1, 101, 50.5]) {
      const { message, path } = refusal(uxPersonaContent, persona({ [slider]: value }));
      expect(path).toEqual([slider]);
      expect(message).toBe(MESSAGES.sliderRange);
    }
  });

  it.each(['skills', 'motivations'])('%s levels accept 0 and 100 and refuse the rest', (list) => {
    expect(accepts(persona({ [list]: [...traits(1, 'a', 0), ...traits(1, 'b', 100)] }))).toBe(true);
    for (const level of [-1, 101, 50.5]) {
      const { message, path } = refusal(
        uxPersonaContent,
        persona({ [list]: traits(1, 'a', level) }),
      );
      expect(path).toEqual([list, 0, 'level']);
      expect(message).toBe(MESSAGES.sliderRange);
    }
  });
});

describe('demographics_age', () => {
  it.each([null, undefined, 0, 30, 150])('accepts %s', (age) => {
    expect(accepts(persona({ demographics_age: age }))).toBe(true);
  });

  it('may be absent', () => {
    expect(accepts(without(persona(), 'demographics_age'))).toBe(true);
  });

  it.each([-1, 151, 3.5, '30', Number.NaN])('refuses %j', (age) => {
    const { message, path } = refusal(uxPersonaContent, persona({ demographics_age: age }));
    expect(path).toEqual(['demographics_age']);
    expect(message).toBe(MESSAGES.ageRange);
    expect(message).toBe('Age must be a whole number between 0 and 150');
  });
});

describe('demographics_gender', () => {
  it.each([...GENDERS, null, undefined])('accepts %s', (gender) => {
    expect(accepts(persona({ demographics_gender: gender }))).toBe(true);
  });

  it.each(['Male', 'unknown', ''])('refuses %j', (gender) => {
    expect(refusal(uxPersonaContent, persona({ demographics_gender: gender })).message).toBe(
      "Gender must be 'male', 'female' or 'other'",
    );
  });
});

describe('block flags', () => {
  it('are the twelve flags of spec §3', () => {
    expect([...PERSONA_FLAGS].sort()).toEqual(
      [
        'hasDescription',
        'hasDemographics_occupation',
        'hasDemographics_income',
        'hasDemographics_location',
        'hasPersonality',
        'hasGoals_frustrations',
        'hasSkills',
        'hasMotivations',
        'hasPersonality_introvert_extrovert',
        'hasPersonality_thinking_feeling',
        'hasPersonality_sensing_intuition',
        'hasPersonality_judging_perceiving',
      ].sort(),
    );
  });

  it.each(PERSONA_FLAGS)('%s is a required boolean', (flag) => {
    expect(accepts(persona({ [flag]: false }))).toBe(true);
    expect(refusal(uxPersonaContent, without(persona(), flag)).path).toEqual([flag]);
    expect(refusal(uxPersonaContent, persona({ [flag]: 'true' })).path).toEqual([flag]);
  });
});

describe('defaultUxPersonaContent', () => {
  const sample = defaultUxPersonaContent(counter());

  it('matches the sample persona of spec §3', () => {
    expect(sample.name).toBe('Persona name');
    expect(DEFAULT_UX_PERSONA_NAME).toBe('Persona name');
    expect(sample.skills.map((s) => s.name)).toEqual(['Tech level', 'Creativity', '']);
    expect(sample.motivations.map((m) => m.name)).toEqual([
      'Price',
      'Comfort',
      'Convenience',
      'Speed',
    ]);
    for (const trait of [...sample.skills, ...sample.motivations]) expect(trait.level).toBe(50);
    for (const slider of PERSONALITY_SLIDERS) expect(sample[slider]).toBe(50);
    for (const flag of PERSONA_FLAGS) expect(sample[flag]).toBe(true);
    expect([sample.demographics_age, sample.demographics_gender]).toEqual([null, null]);
  });

  it('gives every trait its own id', () => {
    const ids = [...sample.skills, ...sample.motivations].map((t) => t.id);
    expect(new Set(ids).size).toBe(7);
  });

  it('takes the name it is given', () => {
    expect(defaultUxPersonaContent(counter(), 'Anna').name).toBe('Anna');
  });

  it('passes the content schema unchanged', () => {
    expect(uxPersonaContent.parse(sample)).toEqual(sample);
    expect(accepts(defaultUxPersonaContent())).toBe(true);
  });
});

describe('keys', () => {
  it('updateUxPersonaRequest normalises both keys and refuses other kinds', () => {
    const keys = { projectSK: `PROJECT_${ID}`, uxPersonaSK: `UXPERS_${ID}` };
    const parsed = updateUxPersonaRequest.parse(persona(keys));
    expect([parsed.projectSK, parsed.uxPersonaSK]).toEqual([`PROJECT#${ID}`, `UXPERS#${ID}`]);
    expect(
      refusal(updateUxPersonaRequest, persona({ ...keys, uxPersonaSK: `EMPMAP#${ID}` })).message,
    ).toBe('Invalid UX persona key');
  });

  it('thumbnailUrlParams wants a project PK and a persona SK', () => {
    expect(thumbnailUrlParams.parse({ PK: `PROJECT_${ID}`, SK: `UXPERS_${ID}` })).toEqual({
      PK: `PROJECT#${ID}`,
      SK: `UXPERS#${ID}`,
    });
    expect(refusal(thumbnailUrlParams, { PK: `PROJECT#${ID}`, SK: `COMPAN#${ID}` }).message).toBe(
      'Invalid UX persona key',
    );
  });
});
