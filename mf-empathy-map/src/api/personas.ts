import {
  createFeatureItem,
  deleteFeature,
  type ItemKeys,
  saveFeature,
  uploadFeatureThumbnail,
  useFeatureList,
} from 'editor-kit';
import { uxPersonaEditor } from 'shared-contracts/editors/ux-persona/description';
import { personaContract } from '../contract';
import { namedPersonaRequest } from '../model/new-persona';
import type { ChosenPhoto } from '../model/persona-picker';

/**
 * The project's personas with their photos (a persona's photo is its thumbnail), under
 * the same query key as the project page's persona slider, so both stay in step.
 */
export function usePersonas(projectSK: string | null, enabled: boolean) {
  return useFeatureList(uxPersonaEditor, projectSK, enabled);
}

/**
 * 'Create New Persona' (spec §2): create it in the project, name it, upload its photo.
 * Resolves to the new persona's keys. If naming or the photo fails, the half-made
 * persona is deleted again, so a failed attempt leaves no 'Persona name' behind.
 */
export async function createPersona(
  projectSK: string,
  name: string,
  photo: ChosenPhoto,
): Promise<ItemKeys> {
  const created = await createFeatureItem(personaContract, projectSK);
  const keys = { PK: created.PK, SK: created.SK };
  try {
    await saveFeature(personaContract, namedPersonaRequest(created, name));
    await uploadFeatureThumbnail(uxPersonaEditor, keys, photo.image, photo.fileName);
  } catch (error) {
    await deleteFeature(uxPersonaEditor, keys).catch((cleanup) =>
      console.warn('The unfinished persona could not be deleted', cleanup),
    );
    throw error;
  }
  return keys;
}
