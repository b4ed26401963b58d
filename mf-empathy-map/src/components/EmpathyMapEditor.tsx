import { FeatureEditorFrame, type ItemKeys, useFeatureEditor, useProject } from 'editor-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { empathyMapContract } from 'shared-contracts/editors/empathy-map/schema';
import { usePersonas } from '../api/personas';
import { mapContract } from '../contract';
import { empathyMapText } from '../i18n';
import {
  type EmpathyMapDraft,
  fromDetail,
  guestEmpathyMap,
  isSameMap,
  setName,
  toRequest,
} from '../model/empathy-map';
import {
  chooseLocalPhoto,
  choosePersona,
  chosenPersona,
  clearPersona,
  dropMissingPersona,
} from '../model/persona-choice';
import { empathyMapDraftCodec } from '../model/stored-draft';
import { EmpathyMapBody } from './EmpathyMapBody';
import { PRESET_PHOTO_GALLERY } from './persona-picker/photo-gallery';
import { usePersonaPicker } from './persona-picker/usePersonaPicker';

// The picker (with the new persona's name rules, zod's) is fetched once the pointer or
// focus reaches the persona, and mounted when first opened (issue H2).
const loadPicker = () => import('./persona-picker/PersonaPickerDialog');
const PersonaPickerDialog = lazy(() =>
  loadPicker().then((module) => ({ default: module.PersonaPickerDialog })),
);
const preloadPicker = () => void loadPicker().catch(() => {});

/** Set by a release build (`VITE_RELEASE_LABEL`), so support can tell builds apart. */
const RELEASE_LABEL: string | undefined = import.meta.env.VITE_RELEASE_LABEL || undefined;

/**
 * One empathy map: a guest's map on default data (`keys` null) or a stored one. The
 * shared editor kit runs loading, saving, export, delete and the side list; this adds
 * the map's body and the persona picker.
 */
export function EmpathyMapEditor({ keys }: { keys: ItemKeys | null }) {
  const t = empathyMapText.useT();
  const editor = useFeatureEditor<typeof empathyMapContract, EmpathyMapDraft>({
    contract: mapContract,
    keys,
    // The guest's map is named in the language shown when the editor opens.
    sample: () => guestEmpathyMap(t('sampleName')),
    fromDetail,
    toRequest,
    getName: (draft) => draft.name,
    setName,
    isSame: isSameMap,
    draft: empathyMapDraftCodec,
  });
  const projectSK = keys?.PK ?? null;
  // Spec §4 loads the item, the sibling list, then the project; the personas (this
  // map's own need) come after those. This observer only reads the project's state.
  const projectQuery = useProject(projectSK, false);
  const personas = usePersonas(projectSK, projectQuery.isFetched);
  const picker = usePersonaPicker();
  // Mounted once first opened, and kept, so it closes as it always has.
  const [pickerLoaded, setPickerLoaded] = useState(false);
  if (picker.open && !pickerLoaded) setPickerLoaded(true);
  const { update } = editor;

  // The list may come from the cache the project page filled; only this page's own,
  // settled answer can say the map's persona is gone.
  const knownPersonas = personas.isFetchedAfterMount ? personas.data : undefined;
  const settled = !personas.isFetching;
  // Checked again when the chosen persona changes: a restored draft may name one that has
  // been deleted since it was written.
  const personaSK = editor.content?.personaSK ?? null;
  useEffect(() => {
    if (knownPersonas && settled && personaSK !== null)
      update((draft) => dropMissingPersona(draft, knownPersonas));
  }, [knownPersonas, settled, personaSK, update]);

  const draft = editor.content;
  return (
    <FeatureEditorFrame editor={editor} typeLabel={t('typeLabel')} sideTitle={t('sideTitle')}>
      {draft && (
        <>
          <EmpathyMapBody
            draft={draft}
            update={update}
            persona={chosenPersona(draft, knownPersonas)}
            personasFailed={personas.isError}
            onChoosePersona={picker.show}
            onPersonaIntent={preloadPicker}
            capturing={editor.session.exporting || editor.session.saving}
            exporting={editor.session.exporting}
            releaseLabel={RELEASE_LABEL}
          />
          {pickerLoaded && (
            <Suspense fallback={null}>
              <PersonaPickerDialog
                picker={picker}
                projectSK={projectSK}
                personas={personas}
                chosenSK={draft.personaSK}
                hasLocalPhoto={draft.localPhoto !== null}
                onPick={(personaSK) => update((current) => choosePersona(current, personaSK))}
                onLocalPhoto={(photoUrl) =>
                  update((current) => chooseLocalPhoto(current, photoUrl))
                }
                onRemove={() => update(clearPersona)}
                gallery={PRESET_PHOTO_GALLERY}
              />
            </Suspense>
          )}
        </>
      )}
    </FeatureEditorFrame>
  );
}
