import type { JourneyMapContent } from 'shared-contracts/editors/journey-map/schema';

/*
 * Whose journey a map is, as the editor's header and the read-only viewer show it. Its
 * own module, free of the schema's limits (and zod), so the viewer can share the rule.
 */

/** What the header shows of the map's persona. */
export type PersonaShown =
  | { kind: 'persona'; SK: string; name: string }
  | { kind: 'removed'; name: string }
  | { kind: 'photo'; photo: string }
  | { kind: 'none' };

/**
 * `personas`: the project's persona keys as this page last loaded them, or undefined
 * before that. A map whose persona is gone (the server clears the key when a persona is
 * deleted; a draft may still hold it) keeps its name and says 'Persona removed'.
 */
export function personaShown(
  journey: Pick<JourneyMapContent, 'personaSK' | 'personaName' | 'photo'>,
  personas: ReadonlySet<string> | undefined,
): PersonaShown {
  const { personaSK, personaName, photo } = journey;
  if (personaSK && (personas === undefined || personas.has(personaSK)))
    return { kind: 'persona', SK: personaSK, name: personaName ?? '' };
  if (personaSK || personaName) return { kind: 'removed', name: personaName ?? '' };
  if (photo) return { kind: 'photo', photo };
  return { kind: 'none' };
}
