import {
  clipToLimit,
  MAX_MOTIVATIONS,
  MAX_SKILLS,
  PERSONA_SHORT_TEXT_MAX_LENGTH,
  type PersonaTrait,
  SLIDER_DEFAULT,
  type UxPersonaContent,
} from 'shared-contracts';
import { clampLevel } from './fields';

/** The persona's two lists of named levels (spec §2): skills and motivations. */
export type TraitList = 'skills' | 'motivations';

export const TRAIT_LIMITS: Record<TraitList, number> = {
  skills: MAX_SKILLS,
  motivations: MAX_MOTIVATIONS,
};

export function canAddTrait(persona: UxPersonaContent, list: TraitList): boolean {
  return persona[list].length < TRAIT_LIMITS[list];
}

/** A new, unnamed entry at the default level; nothing changes at the limit (spec §5: 20). */
export function addTrait(persona: UxPersonaContent, list: TraitList, id: string): UxPersonaContent {
  if (!canAddTrait(persona, list)) return persona;
  const trait: PersonaTrait = { id, name: '', level: SLIDER_DEFAULT };
  return { ...persona, [list]: [...persona[list], trait] };
}

export function removeTrait(
  persona: UxPersonaContent,
  list: TraitList,
  id: string,
): UxPersonaContent {
  return { ...persona, [list]: persona[list].filter((trait) => trait.id !== id) };
}

function updateTrait(
  persona: UxPersonaContent,
  list: TraitList,
  id: string,
  change: (trait: PersonaTrait) => PersonaTrait,
): UxPersonaContent {
  return {
    ...persona,
    [list]: persona[list].map((trait) => (trait.id === id ? change(trait) : trait)),
  };
}

/** Names are at most 50 characters (spec §5). */
export function renameTrait(
  persona: UxPersonaContent,
  list: TraitList,
  id: string,
  name: string,
): UxPersonaContent {
  return updateTrait(persona, list, id, (trait) => ({
    ...trait,
    name: clipToLimit(name, PERSONA_SHORT_TEXT_MAX_LENGTH),
  }));
}

export function setTraitLevel(
  persona: UxPersonaContent,
  list: TraitList,
  id: string,
  level: number,
): UxPersonaContent {
  return updateTrait(persona, list, id, (trait) => ({ ...trait, level: clampLevel(level) }));
}
