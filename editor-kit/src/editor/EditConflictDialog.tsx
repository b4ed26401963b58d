import { useId, useRef } from 'react';
import { Button, Dialog } from 'shared-ui';

export interface EditConflictLabels {
  conflictTitle: string;
  /** 'This empathy map was changed in another tab or window after you opened it.' */
  conflictMessage: (what: string) => string;
  conflictHelp: string;
  conflictReload: string;
  conflictOverwrite: string;
  conflictKeepEditing: string;
}

export interface EditConflictDialogProps {
  open: boolean;
  /** The item's type in words, lower case: 'empathy map'. */
  what: string;
  /** The way out that is running, if any: its button spins, the others wait. */
  busy: 'reload' | 'overwrite' | null;
  onReload: () => void;
  onOverwrite: () => void;
  onKeepEditing: () => void;
  labels: EditConflictLabels;
}

/**
 * The concurrent-edit rule's question: the save was refused because the item was saved
 * elsewhere since this copy was loaded. Nothing is lost until the user chooses: keep
 * editing (the default, so a reflexive Enter or Escape drops nothing), reload the saved
 * version, or save this one over it.
 */
export function EditConflictDialog({
  open,
  what,
  busy,
  onReload,
  onOverwrite,
  onKeepEditing,
  labels,
}: EditConflictDialogProps) {
  const keepEditingRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const unlessBusy = (action: () => void) => () => {
    if (!busy) action();
  };
  const close = unlessBusy(onKeepEditing);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={labels.conflictTitle}
      // Medium: three actions fit on one line.
      size="md"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={keepEditingRef}
      footer={
        // The safe choice is the primary button, last as primary buttons are, and the
        // focus starts on it; Overwrite, which replaces someone's saved work, is not
        // styled as the way on (issue H6).
        <>
          <Button
            variant="secondary"
            loading={busy === 'overwrite'}
            aria-disabled={busy !== null || undefined}
            onClick={unlessBusy(onOverwrite)}
          >
            {labels.conflictOverwrite}
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'reload'}
            aria-disabled={busy !== null || undefined}
            onClick={unlessBusy(onReload)}
          >
            {labels.conflictReload}
          </Button>
          <Button
            ref={keepEditingRef}
            variant="primary"
            onClick={close}
            aria-disabled={busy !== null || undefined}
          >
            {labels.conflictKeepEditing}
          </Button>
        </>
      }
    >
      <div id={messageId} className="ui-confirm__message">
        <p>{labels.conflictMessage(what)}</p>
        <p>{labels.conflictHelp}</p>
      </div>
    </Dialog>
  );
}
