import { type Dispatch, type RefObject, useCallback, useRef } from 'react';
import type { EditorContract, UpdateOf } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { useInvalidateFeature } from '../api/editor-queries';
import { fetchFeature, saveFeature } from '../api/feature-api';
import { messageText } from '../i18n/messages';
import type { EditorSession, EditorSessionEvent } from '../session/editor-session';
import { resolveConflict, runSave, versionOf, withVersion } from '../session/versioned-save';
import { isConnectionLost } from './connection-lost';
import { saveRefusal, uploadThumbnail, withReason } from './feature-editor-support';
import type { FeatureEditorOptions } from './feature-editor-types';
import type { SaveWhenOnline } from './useSaveWhenOnline';

interface Saving<C extends EditorContract, Content> {
  options: RefObject<FeatureEditorOptions<C, Content>>;
  session: RefObject<EditorSession<Content>>;
  dispatch: Dispatch<EditorSessionEvent<Content>>;
  contentRef: RefObject<HTMLDivElement | null>;
  /** Saves that found no connection wait for it (useSaveWhenOnline). */
  connection: SaveWhenOnline;
}

const unchanged = <Content>(content: Content) => content;

/**
 * Save, and the two ways out of a conflict, as effects around the session model: the
 * versioned save's flow (session/versioned-save.ts) with the editor's own steps after the
 * PATCH (the editor's `afterSave`, then a thumbnail of the content, then refreshing the
 * shared lists) and the spec's toasts.
 */
export function useEditorSaving<C extends EditorContract, Content>({
  options,
  session,
  dispatch,
  contentRef,
  connection,
}: Saving<C, Content>) {
  const toast = useToast();
  const invalidate = useInvalidateFeature();
  // A save being checked, before the model says it is saving: a second one waits its turn.
  const checking = useRef(false);

  /** Saves the draft as an edit of stored version `baseVersion`. */
  const persist = useCallback(
    async (baseVersion: number | undefined) => {
      const { contract, keys, toRequest, afterSave } = options.current;
      const { draft, save } = session.current;
      if (keys === null || draft === null || save.saving || checking.current) return;
      checking.current = true;
      let refusal: string | null;
      try {
        refusal = await saveRefusal(options.current, draft);
      } catch (error) {
        // The rules could not be loaded: as a request that failed would be.
        checking.current = false;
        if (isConnectionLost(error, navigator.onLine)) connection.lost();
        else toast.show('error', withReason('saveError', error));
        return;
      }
      checking.current = false;
      if (refusal) {
        toast.show('error', messageText(refusal));
        return;
      }
      const submitted = draft;
      const outcome = await runSave(
        dispatch,
        // A request body is an object; the generic contract cannot say so by itself.
        () =>
          saveFeature(
            contract,
            withVersion(toRequest(submitted, keys) as object & UpdateOf<C>, baseVersion),
          ),
        async (stored) => {
          const change = (await afterSave?.(submitted, stored, keys)) ?? unchanged;
          dispatch({ type: 'save-applied', submitted, change });
          await uploadThumbnail(contract.editor, keys, options.current, contentRef.current);
          await invalidate(contract.editor.type, keys.PK);
          toast.show('success', messageText('saveSuccess'));
        },
      );
      if (outcome.kind === 'failed' && isConnectionLost(outcome.error, navigator.onLine)) {
        // Said by the frame until the work is saved; saved again when the connection returns.
        connection.lost();
        return;
      }
      connection.settled();
      if (outcome.kind === 'failed') toast.show('error', withReason('saveError', outcome.error));
    },
    [options, session, dispatch, contentRef, toast, invalidate, connection],
  );

  const save = useCallback(() => persist(session.current.save.version), [persist, session]);
  connection.save.current = save;

  const reloadLatest = useCallback(async () => {
    const { contract, keys, fromDetail } = options.current;
    if (keys === null) return;
    const result = await resolveConflict(
      dispatch,
      'reload',
      () => fetchFeature(contract, keys),
      async (fresh) => {
        dispatch({ type: 'reloaded', content: fromDetail(fresh), version: versionOf(fresh) });
        await invalidate(contract.editor.type, keys.PK);
      },
    );
    if (!result.ok) toast.show('error', withReason('loadError', result.error));
  }, [options, dispatch, toast, invalidate]);

  const overwriteLatest = useCallback(async () => {
    const { contract, keys } = options.current;
    if (keys === null) return;
    // Saving from the version just read: refused again only if yet another save came in.
    const result = await resolveConflict(
      dispatch,
      'overwrite',
      () => fetchFeature(contract, keys),
      (fresh) => persist(versionOf(fresh)),
    );
    if (!result.ok) toast.show('error', withReason('loadError', result.error));
  }, [options, dispatch, persist, toast]);

  return { save, reloadLatest, overwriteLatest };
}
