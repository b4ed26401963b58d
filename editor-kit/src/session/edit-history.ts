/**
 * Undo and redo of an editor's content, as a pure model (issue G4). The history holds
 * whole copies of the content: the editors' models change immutably, so a copy shares
 * every part the step did not touch, and a step costs what it changed.
 *
 * What one step is: every edit is one, except typing, which coalesces. Edits that come
 * from the same text field, each within `TYPING_PAUSE_MS` of the one before, are a single
 * step: undo takes back a burst of typing, not one character. Another field, a pause, an
 * undo or a structural edit (add, remove, move, retype, close a block) starts a new step.
 */

/** A pause in typing this long (ms) ends the step: the next keystroke starts another. */
export const TYPING_PAUSE_MS = 1000;
/**
 * Steps kept, in every editor (the canvas's too). Copies share their unchanged parts, so
 * the cap bounds memory by edits, not by size; a hundred steps back is already more than
 * anyone walks through one at a time.
 */
export const HISTORY_LIMIT = 100;

export interface EditHistory<Content> {
  /** The content before each step, oldest first. */
  past: readonly Content[];
  /** The content after each undone step, the next to redo last. */
  future: readonly Content[];
  /** The step still open to more typing: its field and the time of its last edit. */
  typing: { field: string; at: number } | null;
}

/**
 * Where an edit came from. `field` names the text field typed in (null for a structural
 * edit: always its own step); `at` is when, in ms (the caller's clock: the model has none).
 */
export interface EditOrigin {
  field: string | null;
  at: number;
}

export function emptyHistory<Content>(): EditHistory<Content> {
  return { past: [], future: [], typing: null };
}

/** Records that `before` became something else through an edit from `origin`. */
export function recordEdit<Content>(
  history: EditHistory<Content>,
  before: Content,
  origin: EditOrigin,
): EditHistory<Content> {
  const { typing } = history;
  const continuesTyping =
    origin.field !== null &&
    typing !== null &&
    typing.field === origin.field &&
    origin.at - typing.at < TYPING_PAUSE_MS &&
    history.future.length === 0;
  const nextTyping = origin.field === null ? null : { field: origin.field, at: origin.at };
  if (continuesTyping) return { ...history, typing: nextTyping };
  return {
    past: [...history.past, before].slice(-HISTORY_LIMIT),
    future: [],
    typing: nextTyping,
  };
}

/** The content one step back and the history after it; null when there is none. */
export function undoEdit<Content>(
  history: EditHistory<Content>,
  current: Content,
): { history: EditHistory<Content>; content: Content } | null {
  const content = history.past.at(-1);
  if (content === undefined) return null;
  return {
    content,
    history: {
      past: history.past.slice(0, -1),
      future: [...history.future, current],
      typing: null,
    },
  };
}

/** The content one undone step forward and the history after it; null when there is none. */
export function redoEdit<Content>(
  history: EditHistory<Content>,
  current: Content,
): { history: EditHistory<Content>; content: Content } | null {
  const content = history.future.at(-1);
  if (content === undefined) return null;
  return {
    content,
    history: {
      past: [...history.past, current],
      future: history.future.slice(0, -1),
      typing: null,
    },
  };
}

/**
 * Applies `change` to every copy in the history: a fact the server now holds (a stored
 * photo's URL) is true of every step, so undo never brings back what was already uploaded.
 */
export function mapHistory<Content>(
  history: EditHistory<Content>,
  change: (content: Content) => Content,
): EditHistory<Content> {
  return { ...history, past: history.past.map(change), future: history.future.map(change) };
}

export const canUndo = (history: EditHistory<unknown>) => history.past.length > 0;
export const canRedo = (history: EditHistory<unknown>) => history.future.length > 0;
