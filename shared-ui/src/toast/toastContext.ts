import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastApi {
  /** Shows a message that hides itself after TOAST_DURATION_MS. */
  show(kind: ToastKind, message: string): void;
}

/** Spec §4/§9: save success and error toasts auto-hide after 3 seconds. */
export const TOAST_DURATION_MS = 3000;

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  // A missing provider is a wiring mistake; failing loudly beats toasts silently lost.
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>');
  return api;
}
