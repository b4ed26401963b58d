import { useMemo } from 'react';
import type { DraftOfferLabels } from '../drafts/DraftOfferDialog';
import { useDraftOfferLabels } from '../drafts/draft-offer-labels';
import { editorCatalog } from '../i18n/editor-catalog';
import { useMessageText } from '../i18n/messages';
import type { ChooseProjectLabels } from '../projects/ChooseProjectDialog';
import type { EditConflictLabels } from './EditConflictDialog';
import type { EditorHeaderLabels } from './EditorHeader';

/**
 * The words of the editors' shared frame in the site's language: the kit's own ('editor'
 * catalogue) and the spec's messages ('messages' catalogue).
 */
export interface FeatureEditorLabels
  extends EditorHeaderLabels,
    EditConflictLabels,
    DraftOfferLabels {
  /** '+' in the side list. */
  add: string;
  loading: string;
  emptyList: string;
  maxFeatures: string;
  leaveTitle: string;
  leaveMessage: string;
  leave: string;
  stay: string;
  loadError: string;
  notFound: string;
  retry: string;
  projects: string;
  /** A save that found no connection (EditorNotice). */
  offline: string;
  /** Ctrl/Cmd+S for a guest. */
  guestSave: string;
  /** A guest's work once signed in (issue H6): the notice, its action, the project dialog. */
  keepWork: {
    notice: string;
    save: string;
    intro: (what: string) => string;
    chooseProject: ChooseProjectLabels;
  };
}

export function useFeatureEditorLabels(): FeatureEditorLabels {
  const t = editorCatalog.useT();
  const text = useMessageText();
  const draftOffer = useDraftOfferLabels();
  return useMemo(
    () => ({
      name: t('name'),
      save: t('save'),
      saving: t('saving'),
      export: t('export'),
      undo: t('undo'),
      redo: t('redo'),
      undoTitle: t('undoTitle'),
      redoTitle: t('redoTitle'),
      exportMore: t('exportMore'),
      exportPng: t('exportPng'),
      exportPdf: t('exportPdf'),
      exporting: t('exporting'),
      exported: t('exported'),
      delete: t('delete'),
      unsaved: t('unsaved'),
      deleteTitle: t('deleteTitle'),
      deleteConfirm: text('deleteConfirm'),
      cancel: t('cancel'),
      add: t('add'),
      loading: t('loading'),
      emptyList: text('emptyListAlt'),
      maxFeatures: text('maxFeatures'),
      leaveTitle: t('leaveTitle'),
      leaveMessage: t('leaveMessage'),
      leave: t('leave'),
      stay: t('stay'),
      loadError: text('loadError'),
      notFound: text('itemNotFound'),
      retry: t('retry'),
      projects: t('projects'),
      offline: t('offline'),
      guestSave: t('guestSave'),
      keepWork: {
        notice: t('keepWork.notice'),
        save: t('keepWork.save'),
        intro: (what: string) => t('keepWork.intro', { what }),
        chooseProject: {
          title: t('keepWork.title'),
          loading: t('keepWork.loading'),
          empty: t('keepWork.empty'),
          loadError: t('keepWork.loadError'),
          retry: t('retry'),
          createNew: t('keepWork.createNew'),
          lastChange: (date: string) => t('keepWork.lastChange', { date }),
          creating: t('keepWork.saving'),
          maxProjects: text('maxProjects'),
          close: t('keepWork.close'),
        },
      },
      conflictTitle: t('conflict.title'),
      conflictMessage: (what: string) => text({ code: 'editConflict', params: { what } }),
      conflictHelp: t('conflict.help'),
      conflictReload: t('conflict.reload'),
      conflictOverwrite: t('conflict.overwrite'),
      conflictKeepEditing: t('conflict.keepEditing'),
      ...draftOffer,
    }),
    [t, text, draftOffer],
  );
}
