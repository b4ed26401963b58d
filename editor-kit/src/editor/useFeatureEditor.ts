import { useCallback, useReducer, useRef } from 'react';
import { useSession } from 'shared-auth';
import type { EditorContract } from 'shared-contracts';
import { useFeatureList, useProject } from '../api/editor-queries';
import { featureItemQuery } from '../api/feature-query-options';
import { useLazyQuery } from '../api/lazy-queries';
import { useFeatureSchemas } from '../api/schemas';
import { useDraftKeeper } from '../drafts/useDraftKeeper';
import {
  editorSession,
  editorSessionStart,
  historyState,
  isUnsaved,
} from '../session/editor-session';
import { versionOf } from '../session/versioned-save';
import { editOrigin } from './edit-origin';
import { statusOf } from './feature-editor-support';
import type { FeatureEditor, FeatureEditorOptions } from './feature-editor-types';
import { useEditorCommands } from './useEditorCommands';
import { useEditorSaving } from './useEditorSaving';
import { useSaveToProject } from './useSaveToProject';
import { useSaveWhenOnline } from './useSaveWhenOnline';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The shared life of an editor page (spec §4 'Saving and loading'), written once for
 * every editor that stores items. The session (draft, saved copy, version, conflict) is a pure model
 * (session/editor-session.ts); these hooks only run its effects: load the item by its
 * route keys, then the sibling list, then the project; keep the draft on this device
 * (useDraftKeeper); save (useEditorSaving); delete (go to the project page, then delete);
 * create another item in the project; export a JPEG. A guest edits sample data and can
 * only export. The editor's own rules stay in its pure model.
 */
export function useFeatureEditor<C extends EditorContract, Content>(
  options: FeatureEditorOptions<C, Content>,
): FeatureEditor<Content> {
  const { contract, keys } = options;
  const { editor } = contract;
  // The options object is new on every render; the callbacks read its latest version.
  const latest = useRef(options);
  latest.current = options;
  const isGuest = keys === null;
  const [state, dispatch] = useReducer(editorSession<Content>, null, () =>
    editorSessionStart(isGuest ? options.sample() : null),
  );
  const session = useRef(state);
  session.current = state;
  const contentRef = useRef<HTMLDivElement | null>(null);

  // A guest's editor asks for nothing, so it loads no React Query (lazy-queries.ts).
  const item = useLazyQuery(featureItemQuery(contract, keys));
  if (item.data !== undefined && state.draft === null) {
    // The first answer becomes the draft and the saved copy, during this render (no
    // spinner frame); the model ignores later answers.
    dispatch({
      type: 'loaded',
      content: options.fromDetail(item.data),
      version: versionOf(item.data),
    });
  }
  // Spec §4: the item, then the sibling list, then the project.
  const siblings = useFeatureList(editor, keys?.PK ?? null, item.data !== undefined);
  const project = useProject(keys?.PK ?? null, siblings.isFetched);

  const isSame = options.isSame ?? sameJson;
  const drafts = useDraftKeeper({
    editor: editor.type,
    keys,
    codec: options.draft,
    content: state.draft,
    saved: state.saved,
    version: state.save.version,
    isSame,
    apply: (content, version) => dispatch({ type: 'draft-restored', content, version }),
  });
  const connection = useSaveWhenOnline();
  const saving = useEditorSaving({ options: latest, session, dispatch, contentRef, connection });
  const { commands, creating } = useEditorCommands({
    options: latest,
    session,
    dispatch,
    contentRef,
    forgetDrafts: drafts.forget,
  });
  const saveToProject = useSaveToProject({
    options: latest,
    session,
    dispatch,
    contentRef,
    forgetDrafts: drafts.forget,
  });
  const { isSignedIn } = useSession();

  const update = useCallback(
    (change: (content: Content) => Content) =>
      dispatch({ type: 'edited', change, origin: editOrigin() }),
    [],
  );
  const name = state.draft === null ? '' : options.getName(state.draft);
  // The name's rules (zod) load once the name differs from the saved copy's, which the
  // rules accepted: a guest's first keystroke never waits for them (issue H2).
  const nameRules = useFeatureSchemas(
    !isGuest || (state.saved !== null && name !== options.getName(state.saved)),
  );
  return {
    content: state.draft,
    update,
    session: {
      status: statusOf(isGuest, item, state.draft, drafts.ready),
      name,
      nameError: state.draft === null || !nameRules ? null : nameRules.featureNameProblem(name),
      unsaved: isUnsaved(state, isSame),
      saving: state.save.saving,
      conflict: state.save.conflict,
      resolvingConflict: state.save.resolving,
      exporting: state.exporting,
      leaving: state.leaving,
      draftOffer: drafts.offer,
      draftState: drafts.state,
      unsavedAtRisk: drafts.atRisk,
      waitingForConnection: connection.waiting,
      ...historyState(state),
    },
    actions: {
      ...saving,
      ...commands,
      setName: (next) => update((content) => latest.current.setName(content, next)),
      dismissConflict: () => dispatch({ type: 'conflict-dismissed' }),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      restoreDraft: drafts.restore,
      discardDraft: drafts.discard,
      retryLoad: () => void item.refetch(),
      saveToProject,
    },
    item: {
      editor,
      keys,
      isGuest,
      keepsGuestWork: isGuest && isSignedIn,
      siblings: siblings.data,
      project: project.data,
      creating,
    },
    contentRef,
  };
}
