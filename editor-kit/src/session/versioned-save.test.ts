import { ApiError } from 'shared-auth';
import { describe, expect, it } from 'vitest';
import {
  isEditConflict,
  resolveConflict,
  runSave,
  type VersionedSaveEvent,
  type VersionedSaveState,
  versionedSave,
  versionedSaveState,
  withVersion,
} from './versioned-save';

/** A store of the model in plain code: the flows' events applied in order. */
function store(version: number | undefined = 3) {
  let state: VersionedSaveState = versionedSaveState(version);
  const seen: VersionedSaveState[] = [];
  const dispatch = (event: VersionedSaveEvent) => {
    state = versionedSave(state, event);
    seen.push(state);
  };
  return { dispatch, get: () => state, seen };
}

const conflict = () => new ApiError(409, 'This empathy map was changed in another tab');

describe('the versioned save model', () => {
  it('saves from the version it was edited from, then from the stored one', async () => {
    const model = store(3);
    const sent: (number | undefined)[] = [];
    const send = async () => {
      sent.push(model.get().version);
      return { version: (model.get().version ?? 0) + 1 };
    };
    await runSave(model.dispatch, send);
    await runSave(model.dispatch, send);
    expect(sent).toEqual([3, 4]);
    expect(model.get()).toEqual({ version: 5, saving: false, conflict: false, resolving: null });
  });

  it('shows the save as running until its steps after the request are done', async () => {
    const model = store();
    let savingDuringAfter = false;
    await runSave(
      model.dispatch,
      async () => ({ version: 4 }),
      async () => {
        savingDuringAfter = model.get().saving;
      },
    );
    expect(savingDuringAfter).toBe(true);
    expect(model.get().saving).toBe(false);
  });

  it('turns a 409 into the question and keeps the version it was edited from', async () => {
    const model = store(3);
    const outcome = await runSave(model.dispatch, () => Promise.reject(conflict()));
    expect(outcome).toEqual({ kind: 'conflict' });
    expect(model.get()).toEqual({ version: 3, saving: false, conflict: true, resolving: null });
  });

  it('leaves any other failure to the caller, with no question', async () => {
    const model = store(3);
    const error = new ApiError(500, 'boom');
    const outcome = await runSave(model.dispatch, () => Promise.reject(error));
    expect(outcome).toEqual({ kind: 'failed', error });
    expect(model.get().conflict).toBe(false);
  });

  it('reloads: the latest copy is the one edited from now, and the question closes', async () => {
    const model = store(3);
    await runSave(model.dispatch, () => Promise.reject(conflict()));
    const shown: number[] = [];
    const result = await resolveConflict(
      model.dispatch,
      'reload',
      async () => ({ version: 7 }),
      (latest) => {
        model.dispatch({ type: 'latest-loaded', version: latest.version });
        shown.push(latest.version);
      },
    );
    expect(result).toEqual({ ok: true, latest: { version: 7 } });
    expect(shown).toEqual([7]);
    expect(model.get()).toEqual({ version: 7, saving: false, conflict: false, resolving: null });
    expect(model.seen.map((s) => s.resolving)).toContain('reload');
  });

  it('overwrites from the version it just read, and asks again if yet another save came in', async () => {
    const model = store(3);
    await runSave(model.dispatch, () => Promise.reject(conflict()));
    const sentFrom: number[] = [];
    await resolveConflict(
      model.dispatch,
      'overwrite',
      async () => ({ version: 5 }),
      (latest) =>
        runSave(model.dispatch, async () => {
          sentFrom.push(latest.version);
          throw conflict();
        }),
    );
    expect(sentFrom).toEqual([5]);
    expect(model.get()).toMatchObject({ conflict: true, resolving: null, saving: false });
  });

  it('keeps the question open when the latest copy cannot be fetched', async () => {
    const model = store(3);
    await runSave(model.dispatch, () => Promise.reject(conflict()));
    const error = new Error('offline');
    const result = await resolveConflict(
      model.dispatch,
      'reload',
      () => Promise.reject(error),
      () => undefined,
    );
    expect(result).toEqual({ ok: false, error });
    expect(model.get()).toMatchObject({ conflict: true, resolving: null });
  });

  it('closes the question on request; the next save asks again', () => {
    const model = store(3);
    model.dispatch({ type: 'save-conflicted' });
    model.dispatch({ type: 'conflict-dismissed' });
    expect(model.get().conflict).toBe(false);
  });

  it('sends no version to a server without versions', () => {
    expect(withVersion({ name: 'a' }, undefined)).toEqual({ name: 'a' });
    expect(withVersion({ name: 'a' }, 2)).toEqual({ name: 'a', version: 2 });
    expect(isEditConflict(conflict())).toBe(true);
    expect(isEditConflict(new ApiError(400, 'no'))).toBe(false);
  });
});
