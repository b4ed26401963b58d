import { useMemo } from 'react';
import { userFlowText } from '../i18n';
import type { OutlineWords } from './FlowOutline';

/** The list view's words in the language shown, one object per language (its rows read it). */
export function useOutlineWords(): OutlineWords {
  const t = userFlowText.useT();
  return useMemo(
    () => ({
      label: t('outline.label'),
      help: t('outline.help'),
      kind: (kind) => t(`kinds.${kind}`),
      untitled: t('untitled'),
      via: (label) => t('outline.via', { label }),
      goesTo: (name) => t('outline.goesTo', { name }),
      detached: t('outline.detached'),
      renameLabel: (name) => t('outline.rename', { name }),
    }),
    [t],
  );
}
