import { type Dispatch, type RefObject, useCallback } from 'react';
import { type FeatureType, featureNameProblem } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { fetchFeature, saveFeature } from '../api/feature-api';
import { useInvalidateFeature } from '../api/feature-queries';
import { messageText } from '../i18n/messages';
import type { EditorSession, EditorSessionEvent } from '../session/editor-session';
import { resolveConflict, runSave, versionOf, withVersion } from '../session/versioned-save';
import { uploadThumbnail, withReason } from './feature-editor-support';
import type { FeatureEditorOptions } from './feature-editor-types';

interface Saving<T extends FeatureType, Content> {
  options: RefObject<FeatureEditorOptions<T, Content>>;
  session: RefObject<EditorSession<Content>>;
  dispatch: Dispatch<EditorSessionEvent<Content>>;
  contentRef: RefObject<HTMLDivElement | null>;
}

const unchanged = <Content>(content: Content) => content;

/**
 * Save, and the two ways out of a conflict, as effects around the session model: the
 * versioned save's flow (session/versioned-save.ts) with the editor's own steps after the
 * PATCH (the editor's `afterSave`, then a thumbnail of the content, then refreshing the
 * shared lists) and the spec's toasts.
 */
export function useEditorSaving<T extends FeatureType, Content>({
  options,
  session,
  dispatch,
  contentRef,
}: Saving<T, Content>) {
  const toast = useToast();
  const invalidate = useInvalidateFeature();

  /** Saves the draft as an edit of stored version `baseVersion`. */
  const persist = useCallback(
    async (baseVersion: number | undefined) => {
      const { type, keys, getName, problem, toRequest, afterSave } = options.current;
      const { draft, save } = session.current;
      if (keys === null || draft === null || save.saving) return;
      const refusal = featureNameProblem(getName(draft)) ?? problem?.(draft) ?? null;
      if (refusal) {
        toast.show('error', messageText(refusal));
        return;
      }
      const submitted = draft;
      const outcome = await runSave(
        dispatch,
        () => saveFeature(type, withVersion(toRequest(submitted, keys), baseVersion)),
        async (stored) => {
          const change = (await afterSave?.(submitted, stored, keys)) ?? unchanged;
          dispatch({ type: 'save-applied', submitted, change });
          const {
            renderThumbnail = true,
            captureNode,
            thumbnailNode,
            thumbnailPicture,
          } = options.current;
          if (renderThumbnail) {
            const node = thumbnailNode?.() ?? captureNode?.() ?? contentRef.current;
            await uploadThumbnail(type, keys, node, thumbnailPicture);
          }
          await invalidate(type, keys.PK);
          toast.show('success', messageText('saveSuccess'));
        },
      );
      if (outcome.kind === 'failed') toast.show('error', withReason('saveError', outcome.error));
    },
    [options, session, dispatch, contentRef, toast, invalidate],
  );

  const save = useCallback(() => persist(session.current.save.version), [persist, session]);

  const reloadLatest = useCallback(async () => {
    const { type, keys, fromDetail } = options.current;
    if (keys === null) return;
    const result = await resolveConflict(
      dispatch,
      'reload',
      () => fetchFeature(type, keys),
      async (fresh) => {
        dispatch({ type: 'reloaded', content: fromDetail(fresh), version: versionOf(fresh) });
        await invalidate(type, keys.PK);
      },
    );
    if (!result.ok) toast.show('error', withReason('loadError', result.error));
  }, [options, dispatch, toast, invalidate]);

  const overwriteLatest = useCallback(async () => {
    const { type, keys } = options.current;
    if (keys === null) return;
    // Saving from the version just read: refused again only if yet another save came in.
    const result = await resolveConflict(
      dispatch,
      'overwrite',
      () => fetchFeature(type, keys),
      (fresh) => persist(versionOf(fresh)),
    );
    if (!result.ok) toast.show('error', withReason('loadError', result.error));
  }, [options, dispatch, persist, toast]);

  return { save, reloadLatest, overwriteLatest };
}
