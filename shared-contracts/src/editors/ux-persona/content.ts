import { SLIDER_DEFAULT } from '../../limits.js';
import type { UxPersonaContent } from './schema.js';

/*
 * A persona as plain data (issue H2): its block switches, sliders, default and fields,
 * with no schema library, so an editor's first render carries no zod. The schemas
 * (schema.ts) are built from these and loaded when first used.
 */

export const DEFAULT_UX_PERSONA_NAME = 'Persona name';
export const GENDERS = ['male', 'female', 'other'] as const;

/** The persona's block switches (spec §3): a closed block is hidden and its data cleared. */
export const PERSONA_FLAGS = [
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
] as const;
export type PersonaFlag = (typeof PERSONA_FLAGS)[number];

export const PERSONALITY_SLIDERS = [
  'personality_introvert_extrovert',
  'personality_thinking_feeling',
  'personality_sensing_intuition',
  'personality_judging_perceiving',
] as const;
export type PersonalitySlider = (typeof PERSONALITY_SLIDERS)[number];

/** The fields of a persona's content (`uxPersonaContent`'s, which a test holds to this list). */
export const UX_PERSONA_CONTENT_FIELDS = [
  'name',
  'personality',
  'biography',
  'goals',
  'frustrations',
  'demographics_age',
  'demographics_gender',
  'demographics_occupation',
  'demographics_income',
  'demographics_location',
  ...PERSONA_FLAGS,
  ...PERSONALITY_SLIDERS,
  'skills',
  'motivations',
] as const satisfies readonly (keyof UxPersonaContent)[];

/** The default sample persona (spec §3): every block open, sliders in the middle. */
export function defaultUxPersonaContent(
  newId: () => string = () => crypto.randomUUID(),
  name: string = DEFAULT_UX_PERSONA_NAME,
): UxPersonaContent {
  const trait = (traitName: string) => ({ id: newId(), name: traitName, level: SLIDER_DEFAULT });
  return {
    name,
    personality: '',
    biography: '',
    goals: '',
    frustrations: '',
    demographics_age: null,
    demographics_gender: null,
    demographics_occupation: '',
    demographics_income: '',
    demographics_location: '',
    ...(Object.fromEntries(PERSONA_FLAGS.map((flag) => [flag, true])) as Record<
      PersonaFlag,
      boolean
    >),
    ...(Object.fromEntries(PERSONALITY_SLIDERS.map((s) => [s, SLIDER_DEFAULT])) as Record<
      PersonalitySlider,
      number
    >),
    skills: ['Tech level', 'Creativity', ''].map(trait),
    motivations: ['Price', 'Comfort', 'Convenience', 'Speed'].map(trait),
  };
}
