import { FeatureEditorFrame, type ItemKeys, useFeatureEditor } from 'editor-kit';
import { useRef } from 'react';
import type { userFlowContract } from 'shared-contracts/editors/user-flow/schema';
import { flowContract } from '../contract';
import { exportPicture, thumbnailPicture } from '../export/pictures';
import { userFlowText } from '../i18n';
import { benchFlow } from '../model/bench-flow';
import type { Flow } from '../model/flow';
import { sampleFlow } from '../model/sample';
import { userFlowDraftCodec } from '../model/stored-draft';
import { fromDetail, setName, toRequest } from '../model/wire';
import { benchNodes } from './bench-hook';
import { FlowWorkspace } from './FlowWorkspace';

/**
 * One user flow: a guest's sample (`keys` null) or a stored one. The editor kit runs
 * loading, saving (with the thumbnail), export, delete, create, the side list, undo and
 * the drafts kept on this device; this adds the flow's diagram, list view and inspector.
 */
export function UserFlowEditor({ keys }: { keys: ItemKeys | null }) {
  const t = userFlowText.useT();
  const pictureRef = useRef<HTMLDivElement>(null);
  const flowRef = useRef<Flow | null>(null);
  const bench = keys === null ? benchNodes() : null;
  const editor = useFeatureEditor<typeof userFlowContract, Flow>({
    contract: flowContract,
    keys,
    // The guest's sample in the language shown when the editor opens.
    sample: () =>
      bench === null
        ? sampleFlow({
            name: t('sample.name'),
            start: t('sample.start'),
            landing: t('sample.landing'),
            signedIn: t('sample.signedIn'),
            signIn: t('sample.signIn'),
            dashboard: t('sample.dashboard'),
            submit: t('sample.submit'),
            valid: t('sample.valid'),
            error: t('sample.error'),
            done: t('sample.done'),
            yes: t('words.yes'),
            no: t('words.no'),
            note: t('sample.note'),
          })
        : benchFlow(bench),
    fromDetail,
    toRequest,
    getName: (flow) => flow.name,
    setName,
    draft: userFlowDraftCodec,
    // The picture is the whole flow at full size, never the viewport's part of it
    // (user-flow.css, [data-exporting]); its pixel ratio follows the flow's size.
    captureNode: () => pictureRef.current,
    get exportPicture() {
      return exportPicture(flowRef.current);
    },
    get thumbnailPicture() {
      return thumbnailPicture(flowRef.current);
    },
  });
  const flow = editor.content;
  flowRef.current = flow;
  return (
    <FeatureEditorFrame editor={editor} typeLabel={t('typeLabel')} sideTitle={t('sideTitle')}>
      {flow && (
        <FlowWorkspace
          flow={flow}
          update={editor.update}
          keys={editor.item.keys}
          pictureRef={pictureRef}
        />
      )}
    </FeatureEditorFrame>
  );
}
