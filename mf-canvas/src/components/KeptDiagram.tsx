import { DraftOfferDialog, useDraftKeeper } from 'editor-kit/drafts';
import { canvasText } from '../i18n';
import type { CanvasDocument } from '../model/document';
import type { EditorStore } from '../model/store';
import { diagramDraftCodec, sameDiagram } from '../model/stored-diagram';
import { useEditorState } from './use-editor';

/**
 * The canvas's local persistence (model/stored-diagram.ts): what is drawn is kept on this
 * device as a guest draft of the canvas, and offered back when the canvas opens again.
 * The prototype's diagram is the "saved copy" (there is no server save), so an untouched
 * canvas keeps and offers nothing. Undo and redo change the document like any edit, so
 * the kept copy follows them (an undo back to the prototype's diagram deletes it); the
 * history itself is not kept (model/history.ts).
 */
export function KeptDiagram({ store, start }: { store: EditorStore; start: CanvasDocument }) {
  const t = canvasText.useT();
  const doc = useEditorState(store, (state) => state.doc);
  const drafts = useDraftKeeper({
    editor: 'canvas',
    keys: null,
    codec: diagramDraftCodec,
    content: doc,
    saved: start,
    version: undefined,
    isSame: sameDiagram,
    apply: (restored) => store.dispatch({ type: 'load', doc: restored }),
  });
  return (
    // Takes no room (the offer is a dialog on the body); says whether the work is kept,
    // and 'reading' until the stored diagram has been looked for.
    <div hidden data-draft-state={drafts.ready ? drafts.state : 'reading'}>
      <DraftOfferDialog
        offer={drafts.offer}
        what={t('draftWhat')}
        onRestore={drafts.restore}
        onDiscard={drafts.discard}
      />
    </div>
  );
}
