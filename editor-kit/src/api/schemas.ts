import { useEffect, useState } from 'react';

/**
 * The kit's schemas (feature-schemas.ts, with zod), loaded once, when first used: by a
 * call of the feature API, a save, or the name field once its text has changed. A failed
 * load is tried again on the next use.
 */
type FeatureSchemas = typeof import('./feature-schemas')['featureSchemas'];

let loaded: FeatureSchemas | null = null;
let loading: Promise<FeatureSchemas> | null = null;

export function loadFeatureSchemas(): Promise<FeatureSchemas> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./feature-schemas').then(
    ({ featureSchemas }) => {
      loaded = featureSchemas;
      return featureSchemas;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The schemas once loaded; `wanted` starts loading them. Null until then. */
export function useFeatureSchemas(wanted: boolean): FeatureSchemas | null {
  const [schemas, setSchemas] = useState(loaded);
  useEffect(() => {
    if (!wanted || schemas) return;
    let current = true;
    loadFeatureSchemas().then(
      (module) => current && setSchemas(module),
      // Nothing to validate with: the save checks again, and says what failed.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, schemas]);
  return schemas ?? loaded;
}
