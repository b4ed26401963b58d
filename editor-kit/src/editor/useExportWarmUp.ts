import { useEffect } from 'react';
import { warmExportCode } from '../export/export-image';

/**
 * How long after the editor is ready its export code is fetched: after the page has
 * settled, so those bytes never compete with the editor's start (nor count in the
 * page-load benchmarks, which stop half a second after the page is quiet).
 */
const WARM_UP_AFTER_MS = 3000;

interface NetworkInformationLike {
  saveData?: boolean;
}

/** Fetches the export's code once the editor has opened and the browser is idle (issue H6). */
export function useExportWarmUp(ready: boolean) {
  useEffect(() => {
    // Production builds only: under test (jsdom) it would load pdf-lib and its font into
    // every editor test that runs past 3 s, and a dev server is never offline.
    if (!ready || !import.meta.env.PROD) return;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      const connection = (navigator as { connection?: NetworkInformationLike }).connection;
      const warm = () => void warmExportCode({ pdf: connection?.saveData !== true });
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(warm);
      else warm();
    }, WARM_UP_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [ready]);
}
