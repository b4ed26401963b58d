import { useCallback, useReducer, useRef } from 'react';
import {
  type ConflictWayOut,
  resolveConflict,
  runSave,
  type SaveOutcome,
  versionedSave,
  versionedSaveState,
} from './versioned-save';

export interface VersionedSave<Stored> {
  version: number | undefined;
  saving: boolean;
  conflict: boolean;
  resolving: ConflictWayOut | null;
  /** Saves with `send(version)`, from the version the copy was edited from. */
  save(send: (version: number | undefined) => Promise<Stored>): Promise<SaveOutcome<Stored>>;
  dismissConflict(): void;
  /** Fetches the latest copy and hands it to `show`; its version is the one edited from now. */
  reloadLatest(
    fetchLatest: () => Promise<Stored>,
    show: (latest: Stored) => void,
  ): Promise<{ ok: boolean; error?: unknown }>;
  /** Fetches the latest copy and saves over it, from its version. */
  overwrite(
    fetchLatest: () => Promise<Stored>,
    send: (version: number | undefined) => Promise<Stored>,
  ): Promise<{ ok: boolean; error?: unknown; outcome?: SaveOutcome<Stored> }>;
}

/**
 * The versioned save of one object outside an editor (a project's name and description),
 * as thin React glue around the same model and flows the editors use (versioned-save.ts):
 * the caller passes the requests, and reports failures and successes its own way.
 */
export function useVersionedSave<Stored extends { version?: number }>(
  initialVersion: number | undefined,
): VersionedSave<Stored> {
  const [state, dispatch] = useReducer(versionedSave, initialVersion, versionedSaveState);
  const current = useRef(state);
  current.current = state;

  const save = useCallback(
    (send: (version: number | undefined) => Promise<Stored>) =>
      runSave(dispatch, () => send(current.current.version)),
    [],
  );

  const reloadLatest = useCallback(
    (fetchLatest: () => Promise<Stored>, show: (latest: Stored) => void) =>
      resolveConflict(dispatch, 'reload', fetchLatest, (latest) => {
        dispatch({ type: 'latest-loaded', version: latest.version });
        show(latest);
      }),
    [],
  );

  const overwrite = useCallback(
    async (
      fetchLatest: () => Promise<Stored>,
      send: (version: number | undefined) => Promise<Stored>,
    ) => {
      let outcome: SaveOutcome<Stored> | undefined;
      const result = await resolveConflict(dispatch, 'overwrite', fetchLatest, async (latest) => {
        outcome = await runSave(dispatch, () => send(latest.version));
      });
      return { ...result, outcome };
    },
    [],
  );

  return {
    ...state,
    save,
    dismissConflict: useCallback(() => dispatch({ type: 'conflict-dismissed' }), []),
    reloadLatest,
    overwrite,
  };
}
