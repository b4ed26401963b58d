import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { editorPath, MAX_FEATURES_PER_TYPE, projectPath } from 'shared-contracts';
import { Button } from '../components/Button';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { SideList } from '../components/SideList';
import { useViewportWidth } from '../layout/useViewportWidth';
import { pickByWidth, TRUNCATION_BY_WIDTH } from '../text/truncate';
import { DraftOfferDialog } from './DraftOfferDialog';
import { EditConflictDialog } from './EditConflictDialog';
import { EditorHeader } from './EditorHeader';
import { EditorLayout } from './EditorLayout';
import { FEATURE_EDITOR_LABELS, type FeatureEditorLabels } from './editor-labels';
import { LeaveGuard } from './LeaveGuard';
import type { FeatureEditor } from './useFeatureEditor';

export interface FeatureEditorFrameProps {
  editor: FeatureEditor<unknown>;
  /** 'Empathy Map', 'Competitor Analysis', 'UX Persona' (spec §2). */
  typeLabel: string;
  /** The side list's heading, e.g. 'Empathy maps'. */
  sideTitle: string;
  labels?: FeatureEditorLabels;
  /** The editor's body; only rendered once the content has loaded. */
  children: ReactNode;
}

/**
 * Everything around an editor's body that the three editors share (spec §2): the
 * spinner while loading, a readable panel when the item cannot be loaded, the header
 * (back link with the project name, or '...' while it loads; type; editable name; Save;
 * export; delete), the side list of the project's other items with '+' (disabled at 30),
 * the question when a save met a newer one from elsewhere, the offer of a draft kept on
 * this device, and the question before unsaved work that could not be kept is left behind.
 */
export function FeatureEditorFrame({
  editor,
  typeLabel,
  sideTitle,
  labels = FEATURE_EDITOR_LABELS,
  children,
}: FeatureEditorFrameProps) {
  const navigate = useNavigate();
  const width = useViewportWidth();
  const { keys, isGuest, status } = editor;

  if (status === 'loading') return <FullPageSpinner label={labels.loading} />;
  if (status === 'not-found' || status === 'error') {
    return (
      <section className="ui-editor-problem" role="alert">
        <h1>{status === 'not-found' ? labels.notFound : labels.loadError}</h1>
        <div className="ui-editor-problem__actions">
          {status === 'error' && <Button onClick={editor.retryLoad}>{labels.retry}</Button>}
          <Button
            variant={status === 'error' ? 'secondary' : 'primary'}
            onClick={() => navigate(keys ? projectPath(keys.PK) : '/projects')}
          >
            {keys ? `← ${editor.project?.name ?? labels.projects}` : labels.projects}
          </Button>
        </div>
      </section>
    );
  }

  const siblings = editor.siblings;
  const atLimit = siblings !== undefined && siblings.length >= MAX_FEATURES_PER_TYPE;
  const header = (
    <EditorHeader
      typeLabel={typeLabel}
      name={editor.name}
      onNameChange={editor.setName}
      nameError={editor.nameError}
      back={
        keys
          ? {
              href: projectPath(keys.PK),
              label: editor.project?.name ?? '...',
              onNavigate: (href) => navigate(href),
            }
          : null
      }
      onSave={isGuest ? undefined : () => void editor.save()}
      saving={editor.saving}
      unsaved={editor.unsaved}
      onExport={() => void editor.exportImage()}
      exporting={editor.exporting}
      onDelete={isGuest ? undefined : () => void editor.remove()}
      labels={labels}
    />
  );
  const side = keys ? (
    <SideList
      title={sideTitle}
      items={(siblings ?? []).map((item) => {
        const href = editorPath(editor.type, item);
        return {
          key: item.SK,
          name: item.name,
          thumbnailUrl: item.thumbnailPath,
          href,
          onSelect: () => navigate(href),
          active: item.SK === keys.SK,
        };
      })}
      maxNameLength={pickByWidth(width, TRUNCATION_BY_WIDTH.sidebar)}
      addLabel={labels.add}
      onAdd={editor.createNew}
      addDisabled={!siblings || atLimit || editor.creating}
      // The spec's title explains the limit only; while loading or creating '+' just waits.
      addDisabledTitle={atLimit ? labels.maxFeatures : labels.loading}
      emptyText={siblings ? labels.emptyList : labels.loading}
    />
  ) : undefined;

  return (
    <>
      <EditorLayout
        header={header}
        side={side}
        contentRef={editor.contentRef}
        draftState={editor.draftState}
      >
        {children}
      </EditorLayout>
      <EditConflictDialog
        open={editor.conflict}
        what={typeLabel.toLowerCase()}
        busy={editor.resolvingConflict}
        onReload={() => void editor.reloadLatest()}
        onOverwrite={() => void editor.overwriteLatest()}
        onKeepEditing={editor.dismissConflict}
        labels={labels}
      />
      <DraftOfferDialog
        offer={editor.draftOffer}
        what={typeLabel.toLowerCase()}
        onRestore={editor.restoreDraft}
        onDiscard={editor.discardDraft}
        labels={labels}
      />
      <LeaveGuard
        // Unsaved work kept on this device comes back with the draft offer: the guard
        // asks only when it could not be kept (no storage, quota, an error).
        when={editor.unsavedAtRisk && !editor.leaving}
        title={labels.leaveTitle}
        message={labels.leaveMessage}
        leaveLabel={labels.leave}
        stayLabel={labels.stay}
      />
    </>
  );
}
