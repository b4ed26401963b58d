import { featureListItem, project, type UxPersona, uxPersona } from 'shared-contracts';
import {
  FeatureEditorFrame,
  type FeatureEditorSchemas,
  type ItemKeys,
  useFeatureEditor,
} from 'shared-ui';
import { z } from 'zod';
import { personaDraftCodec } from '../api/draft-codec';
import { uploadPersonaPhoto } from '../api/photo';
import {
  draftProblem,
  fromDetail,
  isSameDraft,
  type PersonaDraft,
  photoStored,
  sampleDraft,
  toRequest,
} from '../model/draft';
import { STRINGS } from '../strings';
import { PersonaBody } from './PersonaBody';

const schemas: FeatureEditorSchemas<UxPersona> = {
  // The schema's inferred type spells the four sliders through a computed object.
  detail: uxPersona as unknown as FeatureEditorSchemas<UxPersona>['detail'],
  list: z.array(featureListItem),
  project,
};

/**
 * One persona: a guest's sample (`keys` null) or a stored persona. The shared editor kit
 * loads, saves, deletes and exports; this editor adds its model and its photo. The photo
 * IS the persona's thumbnail (the project page and the empathy map's persona picker show
 * it), so no page picture is rendered on save: a newly chosen photo is uploaded after the
 * PATCH instead.
 */
export function PersonaEditor({ keys }: { keys: ItemKeys | null }) {
  const editor = useFeatureEditor<PersonaDraft, UxPersona>({
    type: 'uxPersona',
    keys,
    schemas,
    sample: () => sampleDraft(),
    fromDetail,
    toRequest,
    getName: (draft) => draft.persona.name,
    setName: (draft, name) => ({ ...draft, persona: { ...draft.persona, name } }),
    isSame: isSameDraft,
    draft: personaDraftCodec,
    problem: draftProblem,
    renderThumbnail: false,
    afterSave: async (draft, _stored, itemKeys) => {
      const photo = draft.pendingPhoto;
      if (!photo) return undefined;
      return photoStored(photo, await uploadPersonaPhoto(itemKeys, photo));
    },
  });
  return (
    <FeatureEditorFrame
      editor={editor as never}
      typeLabel={STRINGS.typeLabel}
      sideTitle={STRINGS.sideTitle}
    >
      {editor.content && <PersonaBody draft={editor.content} update={editor.update} />}
    </FeatureEditorFrame>
  );
}
