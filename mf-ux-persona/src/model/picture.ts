import type { UxPersonaContent } from 'shared-contracts';
import { PERSONALITY_SLIDERS } from 'shared-contracts/editors/ux-persona/content';
import { SLIDER_FLAGS } from './blocks';
import type { TraitList } from './traits';

/**
 * What the exported picture leaves out (spec §4 'Export': editing controls hidden, a
 * document rather than a form): the optional rows and blocks that hold nothing. Optional
 * is the spec's word (§2): the parts a cross can close — the personality words,
 * occupation, income and location, Personality and each of its sliders, Goals and
 * Frustrations, Skills, Motivations. Name, photo, age, gender and biography are the
 * persona's fixed parts and stay, empty or not. Closed parts are editing controls in the
 * picture already (their 'Show …' buttons); this is about open ones left blank.
 */

/** Optional text fields, blank in the picture's eyes when only spaces. */
type OptionalText =
  | 'personality'
  | 'demographics_occupation'
  | 'demographics_income'
  | 'demographics_location'
  | 'goals'
  | 'frustrations';

/** Blocks (and the row that holds Skills beside Motivations) with nothing to show. */
type OptionalPart = 'personality' | 'goalsFrustrations' | TraitList | 'traits';

export interface PictureGaps {
  texts: ReadonlySet<OptionalText>;
  parts: ReadonlySet<OptionalPart>;
  /** Skills and motivations without a name, by id: a level of nothing. */
  traits: ReadonlySet<string>;
}

const OPTIONAL_TEXTS: readonly OptionalText[] = [
  'personality',
  'demographics_occupation',
  'demographics_income',
  'demographics_location',
  'goals',
  'frustrations',
];

const blank = (text: string) => text.trim() === '';

export function pictureGaps(persona: UxPersonaContent): PictureGaps {
  const texts = new Set(OPTIONAL_TEXTS.filter((field) => blank(persona[field])));
  const traits = new Set(
    [...persona.skills, ...persona.motivations]
      .filter((trait) => blank(trait.name))
      .map((trait) => trait.id),
  );
  const emptyList = (list: TraitList) => persona[list].every((trait) => traits.has(trait.id));
  const parts = new Set<OptionalPart>();
  // Personality with every slider closed would be a heading alone.
  if (!PERSONALITY_SLIDERS.some((slider) => persona[SLIDER_FLAGS[slider]]))
    parts.add('personality');
  if (texts.has('goals') && texts.has('frustrations')) parts.add('goalsFrustrations');
  if (emptyList('skills')) parts.add('skills');
  if (emptyList('motivations')) parts.add('motivations');
  const listShown = (list: TraitList, flag: 'hasSkills' | 'hasMotivations') =>
    persona[flag] && !parts.has(list);
  if (!listShown('skills', 'hasSkills') && !listShown('motivations', 'hasMotivations'))
    parts.add('traits');
  return { texts, parts, traits };
}
