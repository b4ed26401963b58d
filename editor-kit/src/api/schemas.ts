import { useEffect, useState } from 'react';
import { loadOnce } from 'shared-contracts';

/**
 * The kit's schemas (feature-schemas.ts, with zod), loaded once, when first used: by a
 * call of the feature API, a save, or the name field once its text has changed. A failed
 * load is tried again on the next use.
 */
type FeatureSchemas = typeof import('./feature-schemas')['featureSchemas'];

const schemas = loadOnce(() => import('./feature-schemas').then((module) => module.featureSchemas));

export const loadFeatureSchemas = schemas.load;

/** The schemas once loaded; `wanted` starts loading them. Null until then. */
export function useFeatureSchemas(wanted: boolean): FeatureSchemas | null {
  const [loaded, setLoaded] = useState(schemas.loaded);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadFeatureSchemas().then(
      (module) => current && setLoaded(module),
      // Nothing to validate with: the save checks again, and says what failed.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded]);
  return loaded ?? schemas.loaded();
}
