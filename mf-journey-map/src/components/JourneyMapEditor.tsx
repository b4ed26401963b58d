import {
  FeatureEditorFrame,
  type ItemKeys,
  useFeatureEditor,
  useFeatureList,
  useProject,
} from 'editor-kit';
import { useMemo, useRef } from 'react';
import { empathyMapEditor } from 'shared-contracts/editors/empathy-map/description';
import type { journeyMapContract } from 'shared-contracts/editors/journey-map/schema';
import { uxPersonaEditor } from 'shared-contracts/editors/ux-persona/description';
import { journeyContract } from '../contract';
import { EXPORT_PICTURE, THUMBNAIL_PICTURE } from '../export/pictures';
import { journeyText } from '../i18n';
import { type Journey, setName } from '../model/journey';
import { sampleJourney } from '../model/sample';
import { journeyDraftCodec } from '../model/stored-draft';
import { fromDetail, toRequest } from '../model/wire';
import { JourneyBody } from './JourneyBody';

/**
 * One journey map: the shared editor frame (header, side list, save, export, delete,
 * create, drafts, undo) around the map. A guest (`keys` null) edits the sample journey.
 */
export function JourneyMapEditor({ keys }: { keys: ItemKeys | null }) {
  const t = journeyText.useT();
  const sheetRef = useRef<HTMLDivElement>(null);
  const editor = useFeatureEditor<typeof journeyMapContract, Journey>({
    contract: journeyContract,
    keys,
    // The guest's sample in the language shown when the editor opens.
    sample: () => sampleJourney(t),
    fromDetail,
    toRequest,
    getName: (journey) => journey.name,
    setName,
    draft: journeyDraftCodec,
    captureNode: () => sheetRef.current,
    exportPicture: EXPORT_PICTURE,
    thumbnailPicture: THUMBNAIL_PICTURE,
  });
  const projectSK = keys?.PK ?? null;
  // Spec §4 loads the item, the sibling list, then the project; the personas (this map's
  // own need) come after those, under the project page's cache key.
  const projectQuery = useProject(projectSK, false);
  const personas = useFeatureList(uxPersonaEditor, projectSK, projectQuery.isFetched);
  const empathyMaps = useFeatureList(empathyMapEditor, projectSK, projectQuery.isFetched);
  const personaKeys = useSettledKeys(personas);
  const empathyMapKeys = useSettledKeys(empathyMaps);
  // 'Persona removed' is derived from this (model/journey.ts personaShown), not written
  // into the map: the key stays until the server clears it, so a save never drops it.

  return (
    <FeatureEditorFrame editor={editor} typeLabel={t('typeLabel')} sideTitle={t('sideTitle')}>
      {editor.content && (
        <JourneyBody
          journey={editor.content}
          update={editor.update}
          keys={keys}
          personas={personas}
          personaKeys={personaKeys}
          empathyMapKeys={empathyMapKeys}
          sheetRef={sheetRef}
          capturing={editor.session.exporting || editor.session.saving}
        />
      )}
    </FeatureEditorFrame>
  );
}

/**
 * The keys of a list this page has loaded itself and that is not being fetched again:
 * only such an answer can say an item is gone (the cache may hold an older one).
 */
function useSettledKeys(list: {
  isFetchedAfterMount: boolean;
  isFetching: boolean;
  data: readonly { SK: string }[] | undefined;
}): ReadonlySet<string> | undefined {
  const { isFetchedAfterMount, isFetching, data } = list;
  return useMemo(
    () =>
      isFetchedAfterMount && !isFetching && data ? new Set(data.map((item) => item.SK)) : undefined,
    [isFetchedAfterMount, isFetching, data],
  );
}
