import { MESSAGES, uxPersonaContent } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { sampleDraft } from './draft';
import {
  ageText,
  clampLevel,
  isAgeValid,
  setAge,
  setGender,
  setSlider,
  setText,
  TEXT_LIMITS,
} from './fields';

const persona = () => sampleDraft().persona;

describe('text limits (spec §5)', () => {
  it('are the spec’s: 50 for short fields, 1000 biography, 300 goals and frustrations', () => {
    expect(TEXT_LIMITS).toEqual({
      personality: 50,
      demographics_occupation: 50,
      demographics_income: 50,
      demographics_location: 50,
      biography: 1000,
      goals: 300,
      frustrations: 300,
    });
  });

  it.each(Object.entries(TEXT_LIMITS))('%s keeps %i characters and cuts the rest', (field, max) => {
    const exact = setText(persona(), field as never, 'x'.repeat(max));
    expect(exact[field as keyof typeof TEXT_LIMITS]).toHaveLength(max);
    const over = setText(persona(), field as never, 'y'.repeat(max + 25));
    expect(over[field as keyof typeof TEXT_LIMITS]).toBe('y'.repeat(max));
    // What the model keeps, the server accepts.
    expect(uxPersonaContent.safeParse(over).success).toBe(true);
  });

  // Found by the property tests: text cut through an emoji kept half of it.
  it('cuts before an emoji that does not fit, not through it', () => {
    expect(setText(persona(), 'biography', `${'x'.repeat(999)}😀`).biography).toBe('x'.repeat(999));
  });
});

describe('age', () => {
  it('is empty (unknown) by default and when cleared', () => {
    expect(persona().demographics_age).toBeNull();
    expect(setAge({ ...persona(), demographics_age: 30 }, '').demographics_age).toBeNull();
    expect(ageText(persona())).toBe('');
  });

  it('keeps whole numbers only', () => {
    expect(setAge(persona(), '42').demographics_age).toBe(42);
    expect(setAge(persona(), '4.5').demographics_age).toBe(45);
    expect(setAge(persona(), '-7').demographics_age).toBe(7);
    expect(setAge(persona(), '1e3').demographics_age).toBe(13);
    expect(setAge(persona(), 'abc').demographics_age).toBeNull();
    expect(ageText(setAge(persona(), '007'))).toBe('7');
  });

  it('accepts 0 to 150; a larger number stays visible and is refused', () => {
    for (const typed of ['0', '150']) expect(isAgeValid(setAge(persona(), typed))).toBe(true);
    const tooOld = setAge(persona(), '151');
    expect(tooOld.demographics_age).toBe(151);
    expect(isAgeValid(tooOld)).toBe(false);
    expect(uxPersonaContent.safeParse(tooOld).error?.issues[0]?.message).toBe(MESSAGES.ageRange);
    // Never more than three digits.
    expect(setAge(persona(), '12345').demographics_age).toBe(123);
  });
});

describe('gender', () => {
  it("takes male, female and other; 'Select gender' (empty) means none", () => {
    expect(setGender(persona(), 'female').demographics_gender).toBe('female');
    expect(setGender(persona(), 'other').demographics_gender).toBe('other');
    expect(setGender(setGender(persona(), 'male'), '').demographics_gender).toBeNull();
    expect(setGender(persona(), 'Male').demographics_gender).toBeNull();
  });
});

describe('sliders', () => {
  it('default to 50', () => {
    const sample = persona();
    expect(sample.personality_introvert_extrovert).toBe(50);
    expect(sample.personality_judging_perceiving).toBe(50);
  });

  it('are whole numbers from 0 to 100', () => {
    expect([-5, 0, 33.4, 33.6, 100, 250, Number.NaN].map(clampLevel)).toEqual([
      0, 0, 33, 34, 100, 100, 0,
    ]);
    expect(setSlider(persona(), 'personality_thinking_feeling', 72)).toMatchObject({
      personality_thinking_feeling: 72,
      personality_introvert_extrovert: 50,
    });
  });
});
