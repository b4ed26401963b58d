import type { UxPersonaContent } from 'shared-contracts';
import {
  PERSONALITY_SLIDERS,
  type PersonaFlag,
  type PersonalitySlider,
} from 'shared-contracts/editors/ux-persona/content';

/**
 * The persona's closable blocks (spec §2 'UX persona editor', §4 'Persona block closing').
 * Each block is named by its flag in the stored persona (spec §3), so the model, the
 * screen and the wire speak of the same thing. Biography, age and gender have no flag:
 * they are always shown.
 */

/** Each personality slider's own switch, in the order the sliders are shown. */
export const SLIDER_FLAGS: Record<PersonalitySlider, PersonaFlag> = {
  personality_introvert_extrovert: 'hasPersonality_introvert_extrovert',
  personality_thinking_feeling: 'hasPersonality_thinking_feeling',
  personality_sensing_intuition: 'hasPersonality_sensing_intuition',
  personality_judging_perceiving: 'hasPersonality_judging_perceiving',
};
const SLIDER_FLAG_LIST = PERSONALITY_SLIDERS.map((slider) => SLIDER_FLAGS[slider]);

/** The optional demographics (spec §2): each closes on its own and is cleared then. */
export const DEMOGRAPHIC_FLAGS = {
  demographics_occupation: 'hasDemographics_occupation',
  demographics_income: 'hasDemographics_income',
  demographics_location: 'hasDemographics_location',
} as const satisfies Record<string, PersonaFlag>;
export type OptionalDemographic = keyof typeof DEMOGRAPHIC_FLAGS;

/**
 * Closes a block: its flag goes off, with the side effects of spec §4. Closing Personality
 * turns off its four sliders; closing Goals/Frustrations clears both texts; closing
 * Description clears the personality words; closing an optional demographic clears its
 * value. Everything else keeps its data while hidden (the spec clears nothing more), so
 * re-opening skills or a slider shows what was there.
 */
export function closeBlock(persona: UxPersonaContent, flag: PersonaFlag): UxPersonaContent {
  const closed: UxPersonaContent = { ...persona, [flag]: false };
  switch (flag) {
    case 'hasPersonality':
      for (const sliderFlag of SLIDER_FLAG_LIST) closed[sliderFlag] = false;
      return closed;
    case 'hasGoals_frustrations':
      return { ...closed, goals: '', frustrations: '' };
    case 'hasDescription':
      return { ...closed, personality: '' };
    case 'hasDemographics_occupation':
      return { ...closed, demographics_occupation: '' };
    case 'hasDemographics_income':
      return { ...closed, demographics_income: '' };
    case 'hasDemographics_location':
      return { ...closed, demographics_location: '' };
    default:
      return closed;
  }
}

/**
 * Re-enables a hidden block (spec §2: clicking a hidden block). Re-opening Personality
 * shows the block with its sliders as closing it left them, off (spec §4), each to be
 * re-enabled on its own; re-opening one slider re-opens Personality around it.
 */
export function openBlock(persona: UxPersonaContent, flag: PersonaFlag): UxPersonaContent {
  const opened: UxPersonaContent = { ...persona, [flag]: true };
  if (SLIDER_FLAG_LIST.includes(flag)) opened.hasPersonality = true;
  return opened;
}
