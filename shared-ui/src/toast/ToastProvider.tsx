import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { Toast, type ToastData } from './Toast';
import { type ToastApi, ToastContext, type ToastKind } from './toastContext';

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of each toast's × button; without it toasts only hide on their own. */
  dismissLabel?: string;
}

/**
 * Holds the toast stack and renders it. Both live regions stay mounted even when empty:
 * screen readers only announce text added to a region they already know about.
 */
export function ToastProvider({ children, dismissLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show(kind: ToastKind, message: string) {
        nextId.current += 1;
        const toast = { id: nextId.current, kind, message };
        setToasts((current) => [...current, toast]);
      },
    }),
    [],
  );

  const render = (urgent: boolean) =>
    toasts
      .filter((toast) => (toast.kind === 'error') === urgent)
      .map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={dismissLabel} />
      ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="ui-toasts">
        {/* Errors interrupt what the screen reader is saying; other news waits. The regions
            carry aria-live without role="alert"/"status" so that these always-present,
            usually empty regions do not answer getByRole('alert') queries in app tests. */}
        <div aria-live="assertive" className="ui-toasts__region">
          {render(true)}
        </div>
        <div aria-live="polite" className="ui-toasts__region">
          {render(false)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
