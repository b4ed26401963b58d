import { useId, useState } from 'react';
import { FEATURE_NAME_MAX_LENGTH } from 'shared-contracts';
import {
  Button,
  CharacterCount,
  ConfirmDialog,
  IconButton,
  RedoIcon,
  TrashIcon,
  UndoIcon,
} from 'shared-ui';
import { ExportMenu, type ExportMenuLabels, type ExportMenuProps } from './ExportMenu';

export interface EditorHeaderLabels extends ExportMenuLabels {
  /** The editable name's accessible label, e.g. 'Name'. */
  name: string;
  save: string;
  saving: string;
  undo: string;
  redo: string;
  /** The buttons' tooltips, with their shortcuts. */
  undoTitle: string;
  redoTitle: string;
  delete: string;
  unsaved: string;
  deleteTitle: string;
  deleteConfirm: string;
  cancel: string;
}

export interface EditorHeaderProps {
  /** 'Empathy Map', 'Competitor Analysis', 'UX Persona'. */
  typeLabel: string;
  name: string;
  onNameChange(name: string): void;
  /** The name's validation message (spec §5), shown under it. */
  nameError?: string | null;
  /** Signed in: the way back to the project ('← project name', or '...' while loading). */
  back?: { href: string; label: string; onNavigate?: (href: string) => void } | null;
  /** Signed in only: guests cannot save or delete (spec §1). */
  onSave?: () => void;
  saving?: boolean;
  unsaved?: boolean;
  /** Export in a format: 'Export in JPEG' (spec §2), and PNG or PDF from the menu beside it. */
  onExport: ExportMenuProps['onExport'];
  exporting?: boolean;
  onDelete?: () => void;
  /**
   * Undo and redo of the content's edits (issue G4); each marked disabled with nothing to
   * take (aria-disabled: pressing Undo until nothing is left must not throw the keyboard's
   * focus to the top of the page, as disabling the focused button would).
   */
  history?: { canUndo: boolean; canRedo: boolean; onUndo(): void; onRedo(): void };
  labels: EditorHeaderLabels;
}

/**
 * The header every editor shares (spec §2): back link, type label, editable name, Save
 * ('Saving...'), 'Export in JPEG', delete with a confirm naming the item, 'Unsaved*'; and
 * undo and redo (ours, issue G4).
 */
export function EditorHeader({
  typeLabel,
  name,
  onNameChange,
  nameError,
  back,
  onSave,
  saving = false,
  unsaved = false,
  onExport,
  exporting = false,
  onDelete,
  history,
  labels,
}: EditorHeaderProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const errorId = useId();
  const countId = useId();
  const describedBy = [nameError && errorId, countId].filter(Boolean).join(' ');
  return (
    <header className="ui-editor-header">
      <div className="ui-editor-header__title">
        {back && (
          <a
            className="ui-editor-header__back"
            href={back.href}
            onClick={(event) => {
              if (!back.onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey) return;
              event.preventDefault();
              back.onNavigate(back.href);
            }}
          >
            ← {back.label}
          </a>
        )}
        <span className="ui-editor-header__type">{typeLabel}</span>
        <input
          className="ui-editor-header__name"
          aria-label={labels.name}
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
          // A paste far over the limit is cut as it lands, with the count beside it,
          // instead of being refused at save (issue H6).
          maxLength={FEATURE_NAME_MAX_LENGTH}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy}
        />
        <CharacterCount
          id={countId}
          length={name.length}
          max={FEATURE_NAME_MAX_LENGTH}
          // Shown while the name is edited, or once it nears the limit (editor.css).
          className={
            name.length >= FEATURE_NAME_MAX_LENGTH * 0.8
              ? 'ui-editor-header__count ui-editor-header__count--near'
              : 'ui-editor-header__count'
          }
        />
        {nameError && (
          <p id={errorId} className="ui-editor-header__error" role="alert">
            {nameError}
          </p>
        )}
      </div>
      <div className="ui-editor-header__actions">
        {history && (
          <div className="ui-editor-header__history">
            <IconButton
              label={labels.undo}
              title={labels.undoTitle}
              aria-disabled={!history.canUndo || undefined}
              onClick={history.onUndo}
            >
              <UndoIcon />
            </IconButton>
            <IconButton
              label={labels.redo}
              title={labels.redoTitle}
              aria-disabled={!history.canRedo || undefined}
              onClick={history.onRedo}
            >
              <RedoIcon />
            </IconButton>
          </div>
        )}
        {unsaved && onSave && <span className="ui-editor-header__unsaved">{labels.unsaved}</span>}
        {onSave && (
          <Button onClick={onSave} disabled={saving} aria-busy={saving || undefined}>
            {saving ? labels.saving : labels.save}
          </Button>
        )}
        <ExportMenu onExport={onExport} exporting={exporting} labels={labels} />
        {onDelete && (
          <IconButton
            label={labels.delete}
            variant="danger"
            onClick={() => setConfirmingDelete(true)}
          >
            <TrashIcon />
          </IconButton>
        )}
      </div>
      {onDelete && (
        <ConfirmDialog
          open={confirmingDelete}
          title={labels.deleteTitle}
          message={`${labels.deleteConfirm} ${name}`}
          confirmLabel={labels.delete}
          cancelLabel={labels.cancel}
          danger
          onConfirm={() => {
            setConfirmingDelete(false);
            onDelete();
          }}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </header>
  );
}
