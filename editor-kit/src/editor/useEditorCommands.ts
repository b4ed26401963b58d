import { type Dispatch, type RefObject, useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { EditorContract } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { useInvalidateFeature } from '../api/editor-queries';
import { createFeature, deleteFeature } from '../api/feature-api';
import { exportPicture } from '../export/export-image';
import { type ExportFormat, exportFileName } from '../export/picture-rules';
import { messageText } from '../i18n/messages';
import { editorPath, projectPath } from '../routes';
import type { EditorSession, EditorSessionEvent } from '../session/editor-session';
import { withReason } from './feature-editor-support';
import type { FeatureEditorOptions } from './feature-editor-types';

interface Commands<C extends EditorContract, Content> {
  options: RefObject<FeatureEditorOptions<C, Content>>;
  session: RefObject<EditorSession<Content>>;
  dispatch: Dispatch<EditorSessionEvent<Content>>;
  contentRef: RefObject<HTMLDivElement | null>;
  /** Drops every draft of the item kept on this device (it is being deleted). */
  forgetDrafts: () => void;
}

/** Export, delete and create, as effects reported to the session model. */
export function useEditorCommands<C extends EditorContract, Content>({
  options,
  session,
  dispatch,
  contentRef,
  forgetDrafts,
}: Commands<C, Content>) {
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidateFeature();
  const [creating, setCreating] = useState(false);

  /**
   * Downloads the export in `format`; answers whether it did. One export at a time, in
   * any format: a second one asked for meanwhile is ignored.
   */
  const exportImage = useCallback(
    async (format: ExportFormat = 'jpeg') => {
      const { contract, captureNode, exportPicture: picture } = options.current;
      const node = captureNode?.() ?? contentRef.current;
      if (!node || session.current.exporting) return false;
      dispatch({ type: 'export-started' });
      try {
        await exportPicture(node, exportFileName(contract.editor, format), format, picture);
        return true;
      } catch (error) {
        console.error('Export failed', error);
        toast.show('error', messageText('exportError'));
        return false;
      } finally {
        dispatch({ type: 'export-ended' });
      }
    },
    [options, session, dispatch, contentRef, toast],
  );

  const remove = useCallback(async () => {
    const { contract, keys } = options.current;
    if (keys === null) return;
    // Spec §4: go to the project page first, then delete. The guard must not ask.
    flushSync(() => dispatch({ type: 'leaving' }));
    await navigate(projectPath(keys.PK));
    try {
      await deleteFeature(contract.editor, keys);
      forgetDrafts();
    } catch (error) {
      toast.show('error', withReason('deleteError', error));
    } finally {
      await invalidate(contract.editor.type, keys.PK);
    }
  }, [options, dispatch, navigate, forgetDrafts, toast, invalidate]);

  /** POST a new item into the project, refresh its lists, then open the new item. */
  const createNew = useCallback(() => {
    const { contract, keys } = options.current;
    if (keys === null) return;
    setCreating(true);
    void (async () => {
      try {
        const created = await createFeature(contract.editor, keys.PK);
        await invalidate(contract.editor.type, keys.PK);
        setCreating(false);
        await navigate(editorPath(contract.editor, created));
      } catch (error) {
        setCreating(false);
        toast.show('error', withReason('createError', error));
      }
    })();
  }, [options, invalidate, navigate, toast]);

  return { commands: { exportImage, remove, createNew }, creating };
}
