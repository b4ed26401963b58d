import { featureNameProblem, type MessageCode } from 'shared-contracts';
import type { PickerState } from './persona-picker';

/*
 * What a new persona from the picker must have, by the spec's name rules (zod's, so this
 * module comes with the picker's own chunk when it is first opened, issue H2).
 */

export interface NewPersonaProblems {
  /** The spec's name rules (§5), as for every item name. */
  name: string | null;
  /** The message's code: the dialog words it in the language shown. */
  photo: Extract<MessageCode, 'personaPhotoRequired'> | null;
}

/** A new persona needs a name and a photo (spec §2). */
export function newPersonaProblems(state: PickerState): NewPersonaProblems {
  return {
    name: featureNameProblem(state.name),
    photo: state.photo ? null : 'personaPhotoRequired',
  };
}

export function canCreatePersona(state: PickerState): boolean {
  const problems = newPersonaProblems(state);
  return problems.name === null && problems.photo === null;
}
