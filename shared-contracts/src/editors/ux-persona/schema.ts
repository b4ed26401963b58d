import { z } from 'zod';
import {
  MAX_MOTIVATIONS,
  MAX_SKILLS,
  PERSONA_AGE_MAX,
  PERSONA_AGE_MIN,
  PERSONA_BIOGRAPHY_MAX_LENGTH,
  PERSONA_FRUSTRATIONS_MAX_LENGTH,
  PERSONA_GOALS_MAX_LENGTH,
  PERSONA_SHORT_TEXT_MAX_LENGTH,
} from '../../limits.js';
import { MESSAGES } from '../../messages.js';
import {
  boundedText,
  expectedVersion,
  featureName,
  itemId,
  keySchema,
  sliderValue,
} from '../../schemas/common.js';
import { storedItemFields } from '../../schemas/stored-item.js';
import type { EditorContract } from '../contract.js';
import {
  defaultUxPersonaContent,
  GENDERS,
  PERSONA_FLAGS,
  PERSONALITY_SLIDERS,
  type PersonaFlag,
  type PersonalitySlider,
} from './content.js';
import { uxPersonaEditor } from './description.js';

export * from './content.js';

const shortText = (field: string) => boundedText(field, PERSONA_SHORT_TEXT_MAX_LENGTH);

export const personaTrait = z.object({
  id: itemId,
  name: shortText('Name'),
  level: sliderValue,
});
export type PersonaTrait = z.infer<typeof personaTrait>;

const flags = Object.fromEntries(PERSONA_FLAGS.map((flag) => [flag, z.boolean()])) as {
  [F in PersonaFlag]: z.ZodBoolean;
};
const sliders = Object.fromEntries(PERSONALITY_SLIDERS.map((slider) => [slider, sliderValue])) as {
  [S in PersonalitySlider]: typeof sliderValue;
};
const wireSliders = Object.fromEntries(
  PERSONALITY_SLIDERS.map((slider) => [slider, z.number()]),
) as {
  [S in PersonalitySlider]: z.ZodNumber;
};

/** The editable part of a persona: what a PATCH carries beside the keys. */
export const uxPersonaContent = z.object({
  name: featureName,
  personality: shortText('Personality'),
  biography: boundedText('Biography', PERSONA_BIOGRAPHY_MAX_LENGTH),
  goals: boundedText('Goals', PERSONA_GOALS_MAX_LENGTH),
  frustrations: boundedText('Frustrations', PERSONA_FRUSTRATIONS_MAX_LENGTH),
  /** Empty means unknown: `null` or absent. */
  demographics_age: z
    .number({ error: MESSAGES.ageRange })
    .int(MESSAGES.ageRange)
    .min(PERSONA_AGE_MIN, MESSAGES.ageRange)
    .max(PERSONA_AGE_MAX, MESSAGES.ageRange)
    .nullable()
    .optional(),
  demographics_gender: z
    .enum(GENDERS, { error: "Gender must be 'male', 'female' or 'other'" })
    .nullable()
    .optional(),
  demographics_occupation: shortText('Occupation'),
  demographics_income: shortText('Income'),
  demographics_location: shortText('Location'),
  ...flags,
  ...sliders,
  skills: z.array(personaTrait).max(MAX_SKILLS, MESSAGES.maxSkills),
  motivations: z.array(personaTrait).max(MAX_MOTIVATIONS, MESSAGES.maxMotivations),
});
export type UxPersonaContent = z.infer<typeof uxPersonaContent>;

export const updateUxPersonaRequest = uxPersonaContent.extend({
  projectSK: keySchema('project'),
  uxPersonaSK: keySchema(uxPersonaEditor),
  ...expectedVersion,
});
export type UpdateUxPersonaRequest = z.input<typeof updateUxPersonaRequest>;

const wireTrait = z.object({ id: z.string(), name: z.string(), level: z.number() });

export const uxPersona = z
  .object({
    PK: z.string(),
    SK: z.string(),
    projectSK: z.string(),
    uxPersonaSK: z.string(),
    name: z.string(),
    personality: z.string(),
    biography: z.string(),
    goals: z.string(),
    frustrations: z.string(),
    demographics_age: z.number().nullable(),
    demographics_gender: z.enum(GENDERS).nullable(),
    demographics_occupation: z.string(),
    demographics_income: z.string(),
    demographics_location: z.string(),
    ...flags,
    ...wireSliders,
    skills: z.array(wireTrait),
    motivations: z.array(wireTrait),
    ...storedItemFields,
  })
  .meta({ id: 'UxPersona' });
export type UxPersona = z.infer<typeof uxPersona>;

/** `:PK/:SK` of the persona whose photo URL is asked for. */
export const thumbnailUrlParams = z.object({
  PK: keySchema('project'),
  SK: keySchema(uxPersonaEditor),
});

/** What the persona editor's API answers and accepts (editors/contract.ts). */
export const uxPersonaContract = {
  editor: uxPersonaEditor,
  detail: uxPersona,
  update: updateUxPersonaRequest,
  defaultContent: () => defaultUxPersonaContent(),
} satisfies EditorContract;
