import { useMemo } from 'react';
import { editorCatalog } from '../i18n/editor-catalog';
import type { DraftOfferLabels } from './DraftOfferDialog';

/**
 * The offer of a stored draft in the site's language (the 'editor' catalogue). Apart,
 * because the canvas uses them without the rest of the kit.
 */
export function useDraftOfferLabels(): DraftOfferLabels {
  const t = editorCatalog.useT();
  return useMemo(
    () => ({
      draftOfferTitle: t('draft.title'),
      draftOfferMessage: (what, when) => t('draft.message', { what, when }),
      draftOfferOutdated: t('draft.outdated'),
      draftOfferHelp: t('draft.help'),
      draftRestore: t('draft.restore'),
      draftDiscard: t('draft.discard'),
    }),
    [t],
  );
}
