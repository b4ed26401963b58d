import {
  clipToLimit,
  PERSONA_AGE_MAX,
  PERSONA_BIOGRAPHY_MAX_LENGTH,
  PERSONA_FRUSTRATIONS_MAX_LENGTH,
  PERSONA_GOALS_MAX_LENGTH,
  PERSONA_SHORT_TEXT_MAX_LENGTH,
  SLIDER_MAX,
  SLIDER_MIN,
  type UxPersonaContent,
} from 'shared-contracts';
import { GENDERS, type PersonalitySlider } from 'shared-contracts/editors/ux-persona/content';

/** The persona's free-text fields and their limits (spec §5). */
export const TEXT_LIMITS = {
  personality: PERSONA_SHORT_TEXT_MAX_LENGTH,
  demographics_occupation: PERSONA_SHORT_TEXT_MAX_LENGTH,
  demographics_income: PERSONA_SHORT_TEXT_MAX_LENGTH,
  demographics_location: PERSONA_SHORT_TEXT_MAX_LENGTH,
  biography: PERSONA_BIOGRAPHY_MAX_LENGTH,
  goals: PERSONA_GOALS_MAX_LENGTH,
  frustrations: PERSONA_FRUSTRATIONS_MAX_LENGTH,
} as const;
export type TextField = keyof typeof TEXT_LIMITS;

/**
 * Sets a text field, cut to its limit (never through the middle of an emoji). The inputs
 * carry the same `maxLength`, so this only matters for text that arrives another way; the
 * stored persona never exceeds a limit.
 */
export function setText(
  persona: UxPersonaContent,
  field: TextField,
  value: string,
): UxPersonaContent {
  return { ...persona, [field]: clipToLimit(value, TEXT_LIMITS[field]) };
}

/** Digits the age field keeps: a whole number has no sign, point or exponent. */
const AGE_DIGITS = String(PERSONA_AGE_MAX).length;

/**
 * The age as typed (spec §5: numeric, empty means unknown). Anything but digits is
 * dropped, so the field only ever holds a whole number; one above 150 is kept so the user
 * sees it and the message about it (`ageProblem`), rather than having it silently changed.
 */
export function setAge(persona: UxPersonaContent, typed: string): UxPersonaContent {
  const digits = typed.replace(/\D/g, '').slice(0, AGE_DIGITS);
  return { ...persona, demographics_age: digits === '' ? null : Number(digits) };
}

/** The age as the field shows it. */
export function ageText(persona: UxPersonaContent): string {
  return persona.demographics_age == null ? '' : String(persona.demographics_age);
}

export function isAgeValid(persona: UxPersonaContent): boolean {
  const age = persona.demographics_age;
  return age == null || (Number.isInteger(age) && age >= 0 && age <= PERSONA_AGE_MAX);
}

/** 'Select gender' (the empty choice) means none. */
export function setGender(persona: UxPersonaContent, value: string): UxPersonaContent {
  const gender = GENDERS.find((candidate) => candidate === value) ?? null;
  return { ...persona, demographics_gender: gender };
}

/** A slider or level as the range input reports it: a whole number from 0 to 100. */
export function clampLevel(value: number): number {
  if (!Number.isFinite(value)) return SLIDER_MIN;
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(value)));
}

export function setSlider(
  persona: UxPersonaContent,
  slider: PersonalitySlider,
  value: number,
): UxPersonaContent {
  return { ...persona, [slider]: clampLevel(value) };
}
