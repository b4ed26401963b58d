import { type Dispatch, type RefObject, useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { EditorContract, UpdateOf } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { useInvalidateFeature } from '../api/editor-queries';
import { createFeatureItem, deleteFeature, type ItemKeys, saveFeature } from '../api/feature-api';
import { messageText } from '../i18n/messages';
import { editorPath } from '../routes';
import type { EditorSession, EditorSessionEvent } from '../session/editor-session';
import { versionOf, withVersion } from '../session/versioned-save';
import { saveRefusal, uploadThumbnail, withReason } from './feature-editor-support';
import type { FeatureEditorOptions } from './feature-editor-types';

interface SavingToProject<C extends EditorContract, Content> {
  options: RefObject<FeatureEditorOptions<C, Content>>;
  session: RefObject<EditorSession<Content>>;
  dispatch: Dispatch<EditorSessionEvent<Content>>;
  contentRef: RefObject<HTMLDivElement | null>;
  /** Drops the guest's draft: the work is stored now. */
  forgetDrafts: () => void;
}

/**
 * A guest's work, kept once they have signed in (issue H6): a new item is made in the
 * project they pick, the work is saved into it as a save would (the editor's own steps
 * after the PATCH, the thumbnail), the guest draft is dropped and the editor opens the
 * item, saved. If anything fails before the work is stored, the half-made item is deleted
 * again and the work stays here, with its draft; the promise rejects so the dialog stays.
 */
export function useSaveToProject<C extends EditorContract, Content>({
  options,
  session,
  dispatch,
  contentRef,
  forgetDrafts,
}: SavingToProject<C, Content>) {
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidateFeature();

  return useCallback(
    async (projectSK: string) => {
      const { contract, toRequest, afterSave } = options.current;
      const { draft } = session.current;
      if (draft === null) return;
      let refusal: string | null;
      try {
        refusal = await saveRefusal(options.current, draft);
      } catch (error) {
        toast.show('error', withReason('saveError', error));
        throw error;
      }
      if (refusal) {
        toast.show('error', messageText(refusal));
        throw new Error(refusal);
      }
      const { editor } = contract;
      let keys: ItemKeys | null = null;
      try {
        // Every editor's detail carries its keys and version (the stored item's fields).
        const created = (await createFeatureItem(contract, projectSK)) as ItemKeys & {
          version: number;
        };
        keys = { PK: created.PK, SK: created.SK };
        const body = toRequest(draft, keys) as object & UpdateOf<C>;
        const stored = await saveFeature(contract, withVersion(body, versionOf(created)));
        await afterSave?.(draft, stored, keys);
      } catch (error) {
        if (keys) {
          const made = keys;
          await deleteFeature(editor, made).catch((cleanup) =>
            console.warn('The unfinished item could not be deleted', cleanup),
          );
        }
        toast.show('error', withReason('saveError', error));
        throw error;
      }
      await uploadThumbnail(editor, keys, options.current, contentRef.current);
      forgetDrafts();
      await invalidate(editor.type, keys.PK);
      toast.show('success', messageText('saveSuccess'));
      // The page is left on purpose: no question about the work, which is stored now.
      flushSync(() => dispatch({ type: 'leaving' }));
      await navigate(editorPath(editor, keys));
    },
    [options, session, dispatch, contentRef, forgetDrafts, toast, invalidate, navigate],
  );
}
