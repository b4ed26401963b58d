import { useEffect } from 'react';
import { IconButton } from '../components/IconButton';
import { CloseIcon } from '../icons/icons';
import { TOAST_DURATION_MS, type ToastKind } from './toastContext';

export interface ToastData {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastProps {
  toast: ToastData;
  onDismiss: (id: number) => void;
  dismissLabel: string | undefined;
}

/** One message in the toast stack; removes itself after TOAST_DURATION_MS. */
export function Toast({ toast, onDismiss, dismissLabel }: ToastProps) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);

  return (
    <div className={`ui-toast ui-toast--${toast.kind}`}>
      <span className="ui-toast__accent" aria-hidden="true" />
      <p className="ui-toast__message">{toast.message}</p>
      {dismissLabel && (
        <IconButton size="sm" label={dismissLabel} onClick={() => onDismiss(toast.id)}>
          <CloseIcon />
        </IconButton>
      )}
    </div>
  );
}
