import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveWhenOnline } from './useSaveWhenOnline';

describe('useSaveWhenOnline', () => {
  it('waits after a save without a connection and saves again when the browser is online', () => {
    const { result } = renderHook(() => useSaveWhenOnline());
    const save = vi.fn(async () => {});
    result.current.save.current = save;
    expect(result.current.waiting).toBe(false);
    // Online while nothing waits: nothing to save again.
    act(() => void window.dispatchEvent(new Event('online')));
    expect(save).not.toHaveBeenCalled();

    act(() => result.current.lost());
    expect(result.current.waiting).toBe(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('stops waiting once a save ends otherwise, and then ignores the connection', () => {
    const { result } = renderHook(() => useSaveWhenOnline());
    const save = vi.fn(async () => {});
    result.current.save.current = save;
    act(() => result.current.lost());
    act(() => result.current.settled());
    expect(result.current.waiting).toBe(false);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(save).not.toHaveBeenCalled();
  });
});
