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
 * (the offer itself is drafts/draft-offer.ts).
 */
export interface EditorSession<Content> {
  /** What the user edits; null until the item has loaded. */
  draft: Content | null;
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
  /** A pure change of the model, applied to the draft. */
  | { type: 'edited'; change: (content: Content) => Content }
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
    case 'edited':
      return state.draft === null ? state : { ...state, draft: event.change(state.draft) };
    case 'save-applied':
      return {
        ...state,
        saved: event.change(event.submitted),
        draft: state.draft === null ? null : event.change(state.draft),
      };
    case 'reloaded':
      return {
        ...state,
        draft: event.content,
        saved: event.content,
        save: versionedSave(state.save, { type: 'latest-loaded', version: event.version }),
      };
    case 'draft-restored':
      return { ...state, draft: event.content, save: { ...state.save, version: event.version } };
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
