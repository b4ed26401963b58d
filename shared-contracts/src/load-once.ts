/**
 * A load (a lazy chunk, usually) done once and shared by every caller, for the parts of a
 * page that arrive when first used (issue H2). A failed load is forgotten, so the next
 * call tries again (offline a moment ago, or a release since); `loaded()` gives the value
 * once it is in, so a render can use it at once instead of waiting a frame.
 */
export interface LoadOnce<T> {
  load(): Promise<T>;
  /** The value if a load has succeeded, else null. */
  loaded(): T | null;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: { current: T } | null = null;
  let pending: Promise<T> | null = null;
  return {
    load() {
      if (value) return Promise.resolve(value.current);
      pending ??= load().then(
        (current) => {
          value = { current };
          return current;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value?.current ?? null,
  };
}
