import { FeatureEditorFrame, type ItemKeys, useFeatureEditor } from 'editor-kit';
import { personaDraftCodec } from '../api/draft-codec';
import { uploadPersonaPhoto } from '../api/photo';
import { loadSchemas, personaContract } from '../contract';
import { personaText } from '../i18n';
import {
  fromDetail,
  isSameDraft,
  type PersonaDraft,
  photoStored,
  sampleDraft,
  sampleNames,
  toRequest,
} from '../model/draft';
import { PersonaBody } from './PersonaBody';

/**
 * One persona: a guest's sample (`keys` null) or a stored persona. The shared editor kit
 * loads, saves, deletes and exports; this editor adds its model and its photo. The photo
 * IS the persona's thumbnail (the project page and the empathy map's persona picker show
 * it), so no page picture is rendered on save: a newly chosen photo is uploaded after the
 * PATCH instead.
 */
export function PersonaEditor({ keys }: { keys: ItemKeys | null }) {
  const t = personaText.useT();
  const editor = useFeatureEditor({
    contract: personaContract,
    keys,
    // The guest's sample in the language shown when the editor opens.
    sample: () => sampleDraft(undefined, sampleNames(t)),
    fromDetail,
    toRequest,
    getName: (draft: PersonaDraft) => draft.persona.name,
    setName: (draft, name) => ({ ...draft, persona: { ...draft.persona, name } }),
    isSame: isSameDraft,
    draft: personaDraftCodec,
    problem: async (draft) => (await loadSchemas()).draftProblem(draft),
    renderThumbnail: false,
    afterSave: async (draft, _stored, itemKeys) => {
      const photo = draft.pendingPhoto;
      if (!photo) return undefined;
      return photoStored(photo, await uploadPersonaPhoto(itemKeys, photo));
    },
  });
  return (
    <FeatureEditorFrame editor={editor} typeLabel={t('typeLabel')} sideTitle={t('sideTitle')}>
      {editor.content && <PersonaBody draft={editor.content} update={editor.update} />}
    </FeatureEditorFrame>
  );
}
