import {
  canRedo,
  canUndo,
  type EditHistory,
  type EditOrigin,
  emptyHistory,
  mapHistory,
  recordEdit,
  redoEdit,
  undoEdit,
} from './edit-history';
import {
  type VersionedSaveEvent,
  type VersionedSaveState,
  versionedSave,
  versionedSaveState,
} from './versioned-save';

/**
 * One editor page's session as a pure model (spec §4 'Saving and loading'): the draft the
 * user edits, the last saved copy ('Unsaved*' when they differ), the versioned save and its
 * conflict question (versioned-save.ts), and whether the page is exporting or leaving.
 * `editorSession` is the only way it changes; useFeatureEditor runs the requests and
 * reports what happened as events. A restored local draft arrives as `draft-restored`
 * (the offer itself is drafts/draft-offer.ts). Undo and redo walk the draft's history
 * (edit-history.ts); saving leaves it as it is, so a step saved can still be taken back.
 */
export interface EditorSession<Content> {
  /** What the user edits; null until the item has loaded. */
  draft: Content | null;
  /** The draft's earlier and undone states, from this page's own edits. */
  history: EditHistory<Content>;
  /** The last saved copy (a guest's: the sample); null until loaded. */
  saved: Content | null;
  save: VersionedSaveState;
  exporting: boolean;
  /** Leaving the page (after delete): the unsaved-work guard stands down. */
  leaving: boolean;
}

export type EditorSessionEvent<Content> =
  | VersionedSaveEvent
  /** The item's first answer: the draft and the saved copy, edited from `version`. */
  | { type: 'loaded'; content: Content; version: number | undefined }
  /**
   * A pure change of the model, applied to the draft: an undoable step, or part of one
   * (typing, see edit-history.ts). Without an origin it is a step of its own.
   */
  | { type: 'edited'; change: (content: Content) => Content; origin?: EditOrigin }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The save's request went through: `submitted` is saved, and `change` (e.g. the photo's
   * new URL) applies to the saved copy and the draft alike. */
  | { type: 'save-applied'; submitted: Content; change: (content: Content) => Content }
  /** The latest stored copy replaced this tab's draft (a way out of a conflict). */
  | { type: 'reloaded'; content: Content; version: number | undefined }
  /** A draft kept on this device came back, as an edit of `version`. */
  | { type: 'draft-restored'; content: Content; version: number | undefined }
  | { type: 'export-started' }
  | { type: 'export-ended' }
  | { type: 'leaving' };

/** A guest starts on the sample, saved (nothing to save); an item starts empty, loading. */
export function editorSessionStart<Content>(sample: Content | null): EditorSession<Content> {
  return {
    draft: sample,
    history: emptyHistory(),
    saved: sample,
    save: versionedSaveState(undefined),
    exporting: false,
    leaving: false,
  };
}

export function editorSession<Content>(
  state: EditorSession<Content>,
  event: EditorSessionEvent<Content>,
): EditorSession<Content> {
  switch (event.type) {
    case 'loaded':
      // Later answers never overwrite the user's draft.
      if (state.draft !== null) return state;
      return {
        ...state,
        draft: event.content,
        saved: event.content,
        save: { ...state.save, version: event.version },
      };
    case 'edited': {
      if (state.draft === null) return state;
      const draft = event.change(state.draft);
      // A change that changed nothing (a check that found all well) is no step.
      if (draft === state.draft) return state;
      const origin = event.origin ?? { field: null, at: 0 };
      return { ...state, draft, history: recordEdit(state.history, state.draft, origin) };
    }
    case 'undo':
    case 'redo': {
      if (state.draft === null) return state;
      const step = (event.type === 'undo' ? undoEdit : redoEdit)(state.history, state.draft);
      return step ? { ...state, draft: step.content, history: step.history } : state;
    }
    case 'save-applied':
      return {
        ...state,
        saved: event.change(event.submitted),
        draft: state.draft === null ? null : event.change(state.draft),
        history: mapHistory(state.history, event.change),
      };
    // The two ways the draft is replaced whole start a new history: undo must never take
    // the page back past another tab's saved work, nor into a draft the user set aside.
    case 'reloaded':
      return {
        ...state,
        draft: event.content,
        history: emptyHistory(),
        saved: event.content,
        save: versionedSave(state.save, { type: 'latest-loaded', version: event.version }),
      };
    case 'draft-restored':
      return {
        ...state,
        draft: event.content,
        history: emptyHistory(),
        save: { ...state.save, version: event.version },
      };
    case 'export-started':
      return { ...state, exporting: true };
    case 'export-ended':
      return { ...state, exporting: false };
    case 'leaving':
      return { ...state, leaving: true };
    default:
      return { ...state, save: versionedSave(state.save, event) };
  }
}

/** Whether the draft differs from the saved copy ('Unsaved*'). */
export function isUnsaved<Content>(
  { draft, saved }: EditorSession<Content>,
  isSame: (a: Content, b: Content) => boolean,
): boolean {
  return draft !== null && saved !== null && !isSame(draft, saved);
}

/** Whether undo and redo have a step to take. */
export function historyState<Content>({ draft, history }: EditorSession<Content>) {
  return {
    canUndo: draft !== null && canUndo(history),
    canRedo: draft !== null && canRedo(history),
  };
}
