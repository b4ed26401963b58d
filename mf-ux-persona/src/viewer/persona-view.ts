import { type Fields, filled, keysOf, level, list, number, text } from './read';

/**
 * What the viewer shows of a stored persona (the detail of GET /api/ux-personas/…, spec
 * §3), by the rules of the editor's picture (model/picture.ts): a closed block is not
 * shown, nor is an optional part left blank (the personality words, occupation, income,
 * location, goals, frustrations, unnamed skills and motivations); name, photo, age, gender
 * and biography are the persona's fixed parts and always are. The editor's rules work on
 * checked content; these read the item as it comes, so they are written again here.
 */

const SLIDERS = [
  ['personality_introvert_extrovert', 'hasPersonality_introvert_extrovert'],
  ['personality_thinking_feeling', 'hasPersonality_thinking_feeling'],
  ['personality_sensing_intuition', 'hasPersonality_sensing_intuition'],
  ['personality_judging_perceiving', 'hasPersonality_judging_perceiving'],
] as const;
type PersonalitySlider = (typeof SLIDERS)[number][0];

const DEMOGRAPHICS = [
  ['occupation', 'demographics_occupation', 'hasDemographics_occupation'],
  ['income', 'demographics_income', 'hasDemographics_income'],
  ['location', 'demographics_location', 'hasDemographics_location'],
] as const;
type OptionalDemographic = (typeof DEMOGRAPHICS)[number][0];

const GENDERS = ['male', 'female', 'other'] as const;
type Gender = (typeof GENDERS)[number];

export interface Trait {
  key: string;
  name: string;
  /** Null when the stored level is not a number: the name is shown without a bar. */
  level: number | null;
}

export interface PersonaView {
  name: string;
  /** The photo's signed URL (the persona's thumbnail), or ''. */
  photo: string;
  /** The few personality words beside the name. */
  words: string;
  age: number | null;
  gender: Gender | null;
  demographics: { field: OptionalDemographic; value: string }[];
  biography: string;
  /** The personality sliders shown; none leaves the block out. */
  sliders: { slider: PersonalitySlider; value: number }[];
  goals: string;
  frustrations: string;
  skills: Trait[];
  motivations: Trait[];
}

/** A block's switch (spec §3 flags). A missing one reads as open: its content decides. */
const open = (item: Fields, flag: string) => item[flag] !== false;

/** Optional text: shown when its block is open and it holds something. */
const optional = (item: Fields, field: string, flag: string) => {
  const value = text(item[field]);
  return open(item, flag) && filled(value) ? value : '';
};

function traits(item: Fields, field: string, flag: string): Trait[] {
  if (!open(item, flag)) return [];
  const named = list(item[field]).filter((trait) => filled(text(trait.name)));
  const keys = keysOf(named.map((trait) => text(trait.id)));
  return named.map((trait, index) => ({
    key: keys[index]!,
    name: text(trait.name),
    level: level(trait.level),
  }));
}

export function personaView(item: Fields): PersonaView {
  const age = number(item.demographics_age);
  const gender = GENDERS.find((candidate) => candidate === item.demographics_gender) ?? null;
  const personalityOpen = open(item, 'hasPersonality');
  return {
    name: text(item.name),
    photo: text(item.thumbnailPath),
    words: optional(item, 'personality', 'hasDescription'),
    age: age === null || age < 0 ? null : Math.round(age),
    gender,
    demographics: DEMOGRAPHICS.map(([field, key, flag]) => ({
      field,
      value: optional(item, key, flag),
    })).filter(({ value }) => value !== ''),
    biography: text(item.biography),
    sliders: SLIDERS.flatMap(([slider, flag]) => {
      const value = level(item[slider]);
      return personalityOpen && open(item, flag) && value !== null ? [{ slider, value }] : [];
    }),
    goals: optional(item, 'goals', 'hasGoals_frustrations'),
    frustrations: optional(item, 'frustrations', 'hasGoals_frustrations'),
    skills: traits(item, 'skills', 'hasSkills'),
    motivations: traits(item, 'motivations', 'hasMotivations'),
  };
}
