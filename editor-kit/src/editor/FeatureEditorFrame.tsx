import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  FullPageSpinner,
  LeaveGuard,
  pickByWidth,
  SideList,
  TRUNCATION_BY_WIDTH,
  useToast,
  useViewportWidth,
} from 'shared-ui';
import { DraftOfferDialog } from '../drafts/DraftOfferDialog';
import { useMessageText } from '../i18n/messages';
import { editorPath, projectPath } from '../routes';
import { EditConflictDialog } from './EditConflictDialog';
import { EditorHeader } from './EditorHeader';
import { EditorLayout } from './EditorLayout';
import { EditorNotice } from './EditorNotice';
import { type FeatureEditorLabels, useFeatureEditorLabels } from './editor-labels';
import type { FeatureEditor } from './feature-editor-types';
import { ProjectChoice } from './ProjectChoice';
import { useEditorShortcuts } from './useEditorShortcuts';
import { useExportWarmUp } from './useExportWarmUp';
import { useUnloadQuestion } from './useUnloadQuestion';

export interface FeatureEditorFrameProps<Content> {
  editor: FeatureEditor<Content>;
  /** 'Empathy Map', 'Competitor Analysis', 'UX Persona' (spec §2). */
  typeLabel: string;
  /** The side list's heading, e.g. 'Empathy maps'. */
  sideTitle: string;
  labels?: FeatureEditorLabels;
  /** The editor's body; only rendered once the content has loaded. */
  children: ReactNode;
}

/**
 * Everything around an editor's body that every editor shares (spec §2): the
 * spinner while loading, a readable panel when the item cannot be loaded, the header
 * (back link with the project name, or '...' while it loads; type; editable name; Save;
 * export; delete), the side list of the project's other items with '+' (disabled at 30),
 * the question when a save met a newer one from elsewhere, the offer of a draft kept on
 * this device, and the question before unsaved work that could not be kept is left behind.
 * Also (issue H6) the editor's shortcuts with Ctrl/Cmd+S, the browser's question before a
 * tab with 'Unsaved*' closes, the notice of a save waiting for the connection, and the
 * export's code fetched ahead of need.
 */
export function FeatureEditorFrame<Content>({
  editor,
  typeLabel,
  sideTitle,
  labels: given,
  children,
}: FeatureEditorFrameProps<Content>) {
  const navigate = useNavigate();
  const width = useViewportWidth();
  const { session, actions, item } = editor;
  const { keys, isGuest, keepsGuestWork, siblings, project } = item;
  // A guest's work once signed in (issue H6): Save asks which project to keep it in.
  const [choosingProject, setChoosingProject] = useState(false);
  const closeProjectChoice = useCallback(() => setChoosingProject(false), []);
  const { status } = session;
  const kitLabels = useFeatureEditorLabels();
  const messageText = useMessageText();
  const labels = given ?? kitLabels;
  const toast = useToast();
  const ready = status === 'ready';
  // Ctrl/Cmd+S saves (issue H6); a guest, who has nothing to save to, is told how to.
  useEditorShortcuts(ready, (command) => {
    if (command !== 'save') actions[command]();
    else if (keepsGuestWork) setChoosingProject(true);
    else if (isGuest) toast.show('info', labels.guestSave);
    else void actions.save();
  });
  useUnloadQuestion(ready && !isGuest && session.unsaved && !session.leaving);
  useExportWarmUp(ready);

  if (status === 'loading') return <FullPageSpinner label={labels.loading} />;
  if (status === 'not-found' || status === 'error') {
    return (
      <section className="ui-editor-problem" role="alert">
        <h1>{status === 'not-found' ? labels.notFound : labels.loadError}</h1>
        <div className="ui-editor-problem__actions">
          {status === 'error' && <Button onClick={actions.retryLoad}>{labels.retry}</Button>}
          <Button
            variant={status === 'error' ? 'secondary' : 'primary'}
            onClick={() => navigate(keys ? projectPath(keys.PK) : '/projects')}
          >
            {keys ? `← ${project?.name ?? labels.projects}` : labels.projects}
          </Button>
        </div>
      </section>
    );
  }

  const atLimit = siblings !== undefined && siblings.length >= item.editor.items.maxPerProject;
  const header = (
    <EditorHeader
      typeLabel={typeLabel}
      name={session.name}
      onNameChange={actions.setName}
      // The spec's name rules give their English text; shown in the site's language.
      nameError={session.nameError && messageText(session.nameError)}
      back={
        keys
          ? {
              href: projectPath(keys.PK),
              label: project?.name ?? '...',
              onNavigate: (href) => navigate(href),
            }
          : null
      }
      onSave={
        keepsGuestWork
          ? () => setChoosingProject(true)
          : isGuest
            ? undefined
            : () => void actions.save()
      }
      saving={session.saving}
      unsaved={session.unsaved}
      onExport={actions.exportImage}
      exporting={session.exporting}
      onDelete={isGuest ? undefined : () => void actions.remove()}
      history={{
        canUndo: session.canUndo,
        canRedo: session.canRedo,
        onUndo: actions.undo,
        onRedo: actions.redo,
      }}
      labels={labels}
    />
  );
  const side = keys ? (
    <SideList
      title={sideTitle}
      items={(siblings ?? []).map((sibling) => {
        const href = editorPath(item.editor, sibling);
        return {
          key: sibling.SK,
          name: sibling.name,
          thumbnailUrl: sibling.thumbnailPath,
          href,
          onSelect: () => navigate(href),
          active: sibling.SK === keys.SK,
        };
      })}
      maxNameLength={pickByWidth(width, TRUNCATION_BY_WIDTH.sidebar)}
      addLabel={labels.add}
      onAdd={actions.createNew}
      addDisabled={!siblings || atLimit || item.creating}
      // The spec's title explains the limit only; while loading or creating '+' just waits.
      addDisabledTitle={atLimit ? labels.maxFeatures : labels.loading}
      emptyText={siblings ? labels.emptyList : labels.loading}
    />
  ) : undefined;

  return (
    <>
      {session.waitingForConnection && (
        <EditorNotice
          text={labels.offline}
          action={{ label: labels.retry, onClick: () => void actions.save() }}
        />
      )}
      {keepsGuestWork && session.unsaved && (
        <EditorNotice
          text={labels.keepWork.notice}
          action={{ label: labels.keepWork.save, onClick: () => setChoosingProject(true) }}
        />
      )}
      {choosingProject && (
        <ProjectChoice
          intro={labels.keepWork.intro(typeLabel.toLowerCase())}
          onPick={actions.saveToProject}
          onClose={closeProjectChoice}
          labels={labels.keepWork.chooseProject}
        />
      )}
      <EditorLayout
        header={header}
        side={side}
        contentRef={editor.contentRef}
        draftState={session.draftState}
      >
        {children}
      </EditorLayout>
      <EditConflictDialog
        open={session.conflict}
        what={typeLabel.toLowerCase()}
        busy={session.resolvingConflict}
        onReload={() => void actions.reloadLatest()}
        onOverwrite={() => void actions.overwriteLatest()}
        onKeepEditing={actions.dismissConflict}
        labels={labels}
      />
      <DraftOfferDialog
        offer={session.draftOffer}
        what={typeLabel.toLowerCase()}
        onRestore={actions.restoreDraft}
        onDiscard={actions.discardDraft}
        labels={labels}
      />
      <LeaveGuard
        // Unsaved work kept on this device comes back with the draft offer: the guard
        // asks only when it could not be kept (no storage, quota, an error).
        when={session.unsavedAtRisk && !session.leaving}
        title={labels.leaveTitle}
        message={labels.leaveMessage}
        leaveLabel={labels.leave}
        stayLabel={labels.stay}
      />
    </>
  );
}
