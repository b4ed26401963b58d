import { ApiError } from 'shared-auth';

/**
 * Saving under the concurrent-edit rule (docs/decisions.md), as a pure model: every
 * save sends the stored version the copy was edited from; a 409 means someone saved in
 * between, and the user is asked (keep editing, load the saved version, or overwrite)
 * instead of being shown an error. Written once for the editors (inside their session,
 * editor-session.ts) and the shell's project page and edit dialog (useVersionedSave).
 *
 * The state changes only through `versionedSave`; the flows below run the requests they
 * are given and report each step as an event, so they are tested in Node with fakes.
 */

/** The two ways out of a conflict that fetch the latest copy first. */
export type ConflictWayOut = 'reload' | 'overwrite';

export interface VersionedSaveState {
  /** The stored version the copy was edited from (absent from a server without versions). */
  version: number | undefined;
  saving: boolean;
  /** The last save was refused because the item was saved elsewhere since. */
  conflict: boolean;
  /** The way out of a conflict that is running. */
  resolving: ConflictWayOut | null;
}

export type VersionedSaveEvent =
  | { type: 'save-started' }
  /** The server stored the copy as `version`. */
  | { type: 'save-stored'; version: number | undefined }
  | { type: 'save-conflicted' }
  | { type: 'save-ended' }
  | { type: 'conflict-dismissed' }
  | { type: 'resolve-started'; way: ConflictWayOut }
  /** The latest copy (as `version`) replaced this one: no conflict is left. */
  | { type: 'latest-loaded'; version: number | undefined }
  | { type: 'resolve-ended' };

export function versionedSaveState(version: number | undefined): VersionedSaveState {
  return { version, saving: false, conflict: false, resolving: null };
}

export function versionedSave(
  state: VersionedSaveState,
  event: VersionedSaveEvent,
): VersionedSaveState {
  switch (event.type) {
    case 'save-started':
      return { ...state, saving: true };
    case 'save-stored':
      return { ...state, version: event.version, conflict: false };
    case 'save-conflicted':
      return { ...state, conflict: true };
    case 'save-ended':
      return { ...state, saving: false };
    case 'conflict-dismissed':
      return { ...state, conflict: false };
    case 'resolve-started':
      return { ...state, resolving: event.way };
    case 'latest-loaded':
      return { ...state, version: event.version, conflict: false };
    case 'resolve-ended':
      return { ...state, resolving: null };
  }
}

/** Whether a failed save was refused by the concurrent-edit rule. */
export function isEditConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** The stored version in an answer (absent from a server without versions). */
export function versionOf(stored: unknown): number | undefined {
  const version = (stored as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
}

/** A request body with the version its copy was edited from, when there is one. */
export function withVersion<Body extends object>(
  body: Body,
  version: number | undefined,
): Body & { version?: number } {
  return version === undefined ? body : { ...body, version };
}

export type SaveOutcome<Stored> =
  | { kind: 'stored'; stored: Stored }
  | { kind: 'conflict' }
  | { kind: 'failed'; error: unknown };

/**
 * One save: `send` makes the request (with the version it is given), `after` runs once
 * the server has stored it (a photo upload, a thumbnail) while the save still shows as
 * running. A 409 becomes the question; any other failure is the caller's to report.
 */
export async function runSave<Stored>(
  dispatch: (event: VersionedSaveEvent) => void,
  send: () => Promise<Stored>,
  after?: (stored: Stored) => Promise<void>,
): Promise<SaveOutcome<Stored>> {
  dispatch({ type: 'save-started' });
  try {
    const stored = await send();
    dispatch({ type: 'save-stored', version: versionOf(stored) });
    await after?.(stored);
    return { kind: 'stored', stored };
  } catch (error) {
    if (isEditConflict(error)) {
      dispatch({ type: 'save-conflicted' });
      return { kind: 'conflict' };
    }
    return { kind: 'failed', error };
  } finally {
    dispatch({ type: 'save-ended' });
  }
}

/**
 * A way out of a conflict: fetch the latest copy, then `use` it (show it, or save over
 * it from its version). Resolves to the latest copy, or to the error that kept it away
 * (the caller says so); `resolving` names the way out meanwhile.
 */
export async function resolveConflict<Latest>(
  dispatch: (event: VersionedSaveEvent) => void,
  way: ConflictWayOut,
  fetchLatest: () => Promise<Latest>,
  use: (latest: Latest) => unknown,
): Promise<{ ok: true; latest: Latest } | { ok: false; error: unknown }> {
  dispatch({ type: 'resolve-started', way });
  try {
    let latest: Latest;
    try {
      latest = await fetchLatest();
    } catch (error) {
      return { ok: false, error };
    }
    await use(latest);
    return { ok: true, latest };
  } finally {
    dispatch({ type: 'resolve-ended' });
  }
}
