import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDeadline } from './load-deadline';

const timedOut = () => new Error('timed out');

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('withDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the result of work that finishes in time, and stops its timer', async () => {
    const result = withDeadline(1000, async () => 'app', timedOut);
    await expect(result).resolves.toBe('app');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on the failure of work that fails in time', async () => {
    const result = withDeadline(1000, async () => Promise.reject(new Error('404')), timedOut);
    await expect(result).rejects.toThrow('404');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at the deadline and aborts the signal the work was given', async () => {
    let signal: AbortSignal | undefined;
    const never = new Promise<string>(() => {});
    const result = withDeadline(
      1000,
      (given) => {
        signal = given;
        return never;
      },
      timedOut,
    );
    const outcome = expect(result).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toEqual(new Error('timed out'));
  });

  it('drops a late answer: the promise stays rejected', async () => {
    const late = deferred<string>();
    const result = withDeadline(1000, () => late.promise, timedOut);
    const settled = result.then(
      (value) => ({ value }),
      (error: Error) => ({ error: error.message }),
    );
    await vi.advanceTimersByTimeAsync(1000);
    late.resolve('app');
    expect(await settled).toEqual({ error: 'timed out' });
  });
});
