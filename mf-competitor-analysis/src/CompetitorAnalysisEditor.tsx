import { FeatureEditorFrame, type ItemKeys, useFeatureEditor } from 'editor-kit';
import { useRef } from 'react';
import type { competitorAnalysisContract } from 'shared-contracts/editors/competitor-analysis/schema';
import { AnalysisTable } from './components/AnalysisTable';
import { TableThumbnail } from './components/TableThumbnail';
import { analysisContract, loadSchemas } from './contract';
import { EXPORT_PICTURE, THUMBNAIL_PICTURE } from './export/pictures';
import { analysisText } from './i18n';
import { type Analysis, sameAnalysis, setName } from './model/analysis';
import { sampleAnalysis, sampleWords } from './model/sample';
import { analysisDraftCodec } from './model/stored-draft';
import { fromWire, toRequest } from './model/wire';

/**
 * One competitor analysis: the shared editor frame (header, side list, save, export,
 * delete, create, leave guard) around the table. A guest (`keys` null) edits the sample.
 */
export function CompetitorAnalysisEditor({ keys }: { keys: ItemKeys | null }) {
  const t = analysisText.useT();
  const sheetRef = useRef<HTMLDivElement>(null);
  const thumbnailRef = useRef<HTMLDivElement>(null);
  const editor = useFeatureEditor<typeof competitorAnalysisContract, Analysis>({
    contract: analysisContract,
    keys,
    // The guest's sample in the language shown when the editor opens.
    sample: () => sampleAnalysis(undefined, sampleWords(t)),
    fromDetail: fromWire,
    toRequest,
    getName: (analysis) => analysis.name,
    setName,
    isSame: sameAnalysis,
    draft: analysisDraftCodec,
    problem: async (analysis) => (await loadSchemas()).wireProblem(analysis),
    // Spec §4: the export pictures the table, all of it; the thumbnail its top-left
    // corner, which stays readable on a project card (TableThumbnail).
    captureNode: () => sheetRef.current,
    thumbnailNode: () => thumbnailRef.current,
    exportPicture: EXPORT_PICTURE,
    thumbnailPicture: THUMBNAIL_PICTURE,
  });
  return (
    <FeatureEditorFrame editor={editor} typeLabel={t('typeLabel')} sideTitle={t('sideTitle')}>
      {editor.content && (
        <>
          <AnalysisTable
            analysis={editor.content}
            update={editor.update}
            sheetRef={sheetRef}
            itemKey={keys?.SK ?? null}
          />
          {/* A guest does not save, so has no thumbnail. */}
          {keys && <TableThumbnail analysis={editor.content} nodeRef={thumbnailRef} />}
        </>
      )}
    </FeatureEditorFrame>
  );
}
