import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { TOAST_DURATION_MS, type ToastKind, useToast } from './toastContext';

function Trigger({ kind, message }: { kind: ToastKind; message: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(kind, message)}>
      {message}!
    </button>
  );
}

function renderToasts(dismissLabel?: string) {
  render(
    <ToastProvider dismissLabel={dismissLabel}>
      <Trigger kind="success" message="Saved Successfully" />
      <Trigger kind="error" message="Error has happened during saving" />
    </ToastProvider>,
  );
}

const show = (message: string) =>
  fireEvent.click(screen.getByRole('button', { name: `${message}!` }));
const toastText = (message: string) => screen.queryByText(message, { selector: 'p' });

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hide after 3000 ms and not before', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    renderToasts();
    show('Saved Successfully');
    expect(toastText('Saved Successfully')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2999));
    expect(toastText('Saved Successfully')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(toastText('Saved Successfully')).toBeNull();
  });

  it('stack, each with its own timer', () => {
    renderToasts();
    show('Saved Successfully');
    act(() => vi.advanceTimersByTime(2000));
    show('Saved Successfully');
    expect(screen.getAllByText('Saved Successfully', { selector: 'p' })).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getAllByText('Saved Successfully', { selector: 'p' })).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(toastText('Saved Successfully')).toBeNull();
  });

  it('announce errors assertively and other news politely', () => {
    renderToasts();
    show('Saved Successfully');
    show('Error has happened during saving');
    const success = toastText('Saved Successfully');
    const error = toastText('Error has happened during saving');
    expect(success?.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(error?.closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
  });

  it('can be dismissed early when a dismiss label is given', () => {
    renderToasts('Dismiss');
    show('Saved Successfully');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(toastText('Saved Successfully')).toBeNull();
  });

  it('fail loudly without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger kind="info" message="x" />)).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});
