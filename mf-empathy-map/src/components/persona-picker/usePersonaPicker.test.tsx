import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePersonaPicker } from './usePersonaPicker';

describe('usePersonaPicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function openOnCreateStep() {
    const hook = renderHook(() => usePersonaPicker());
    act(() => hook.result.current.show());
    act(() => hook.result.current.dispatch({ type: 'startCreate' }));
    act(() => hook.result.current.dispatch({ type: 'setName', name: 'Carla' }));
    return hook;
  }

  it('resets to the initial step 300 ms after closing (spec §2, §9)', () => {
    const { result } = openOnCreateStep();
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.state.step).toBe('create');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toMatchObject({ step: 'initial', name: '' });
  });

  it('opened again within those 300 ms, starts from the initial step at once', () => {
    const { result } = openOnCreateStep();
    act(() => result.current.close());
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current.show());
    expect(result.current).toMatchObject({ open: true, state: { step: 'initial', name: '' } });
    // The old timer is gone: it does not reset the dialog while it is in use.
    act(() => result.current.dispatch({ type: 'startCreate' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.state.step).toBe('create');
  });

  it('leaves no timer behind when the editor goes away', () => {
    const { result, unmount } = openOnCreateStep();
    act(() => result.current.close());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
