import type { FeatureListItem } from 'shared-contracts';
import type { EmpathyMapDraft } from './empathy-map';

/**
 * Which persona the map is about (spec §2 'persona picker'): one of the project's
 * personas for a signed-in user, or a guest's local image. The two never coexist.
 */

export function choosePersona(draft: EmpathyMapDraft, personaSK: string): EmpathyMapDraft {
  return { ...draft, personaSK, localPhoto: null };
}

export function chooseLocalPhoto(draft: EmpathyMapDraft, photoUrl: string): EmpathyMapDraft {
  return { ...draft, personaSK: null, localPhoto: photoUrl };
}

export function clearPersona(draft: EmpathyMapDraft): EmpathyMapDraft {
  return draft.personaSK === null && draft.localPhoto === null
    ? draft
    : { ...draft, personaSK: null, localPhoto: null };
}

/**
 * The chosen persona among the project's personas: undefined while the list is not
 * known yet, null when none is chosen or the chosen one is not in the list.
 */
export function chosenPersona(
  draft: EmpathyMapDraft,
  personas: readonly FeatureListItem[] | undefined,
): FeatureListItem | null | undefined {
  if (draft.personaSK === null) return null;
  if (personas === undefined) return undefined;
  return personas.find((persona) => persona.SK === draft.personaSK) ?? null;
}

/**
 * A persona deleted elsewhere while this map is open: the server has already unlinked
 * it from the map (this package's README, decisions), so the map shows no persona, and saving must not
 * send the dead key back (the server would refuse it). The draft then differs from the
 * saved copy, so 'Unsaved*' tells the user the map changed.
 */
export function dropMissingPersona(
  draft: EmpathyMapDraft,
  personas: readonly FeatureListItem[] | undefined,
): EmpathyMapDraft {
  return chosenPersona(draft, personas) === null && draft.personaSK !== null
    ? { ...draft, personaSK: null }
    : draft;
}

/** The letter shown for a persona without a photo. */
export function personaInitial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}
