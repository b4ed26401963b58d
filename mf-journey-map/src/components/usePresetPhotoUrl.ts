import { loadPresetPhotoUrls } from 'editor-kit';
import { useEffect, useState } from 'react';

/** A preset photo's URL once the kit's URL module has loaded (null meanwhile, or for none). */
export function usePresetPhotoUrl(id: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (id === null) {
      setUrl(null);
      return;
    }
    loadPresetPhotoUrls().then(
      (urls) => current && setUrl(urls.get(id) ?? null),
      (error: unknown) => console.warn('The preset photos could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [id]);
  return url;
}
