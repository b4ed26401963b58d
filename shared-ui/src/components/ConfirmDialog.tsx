import { type ReactNode, useId, useRef } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question ("Are you sure you want to delete project?"). */
  title: ReactNode;
  /** More detail under the question (the item's name, "this cannot be undone"). */
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Paints the confirm button red, for destructive actions. */
  danger?: boolean;
  /** The confirmed action is running: the confirm button spins and closing is ignored. */
  busy?: boolean;
}

/**
 * Asks the user to confirm an action. Focus starts on Cancel: the questions guard
 * destructive actions, so a reflexive Enter must not delete anything.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      size="sm"
      role="alertdialog"
      describedBy={message != null ? messageId : undefined}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="secondary"
            onClick={cancel}
            aria-disabled={busy || undefined}
          >
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message != null && (
        <div id={messageId} className="ui-confirm__message">
          {message}
        </div>
      )}
    </Dialog>
  );
}
