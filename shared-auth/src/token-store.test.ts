// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, tokenStore } from './token-store';

/** What another tab's write looks like to this one: storage changes, then an event. */
function writeFromAnotherTab(value: string | null) {
  if (value === null) localStorage.removeItem(ACCESS_TOKEN_KEY);
  else localStorage.setItem(ACCESS_TOKEN_KEY, value);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: ACCESS_TOKEN_KEY,
      newValue: value,
      storageArea: localStorage,
    }),
  );
}

describe('tokenStore', () => {
  const unsubscribes: Array<() => void> = [];
  afterEach(() => {
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  });

  it('keeps the token in localStorage.access_token', () => {
    expect(ACCESS_TOKEN_KEY).toBe('access_token');
    tokenStore.set('abc');
    expect(localStorage.getItem('access_token')).toBe('abc');
    expect(tokenStore.get()).toBe('abc');
    tokenStore.clear();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(tokenStore.get()).toBeNull();
  });

  it('tells subscribers about sets and clears in this page', () => {
    const listener = vi.fn();
    unsubscribes.push(tokenStore.subscribe(listener));
    tokenStore.set('abc');
    tokenStore.clear();
    expect(listener.mock.calls).toEqual([['abc'], [null]]);
  });

  it("tells subscribers about another tab's sign-in and sign-out", () => {
    const listener = vi.fn();
    unsubscribes.push(tokenStore.subscribe(listener));
    writeFromAnotherTab('from-other-tab');
    writeFromAnotherTab(null);
    expect(listener.mock.calls).toEqual([['from-other-tab'], [null]]);
  });

  it("ignores other tabs' writes to other keys", () => {
    const listener = vi.fn();
    unsubscribes.push(tokenStore.subscribe(listener));
    localStorage.setItem('cookieConsent', 'true');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cookieConsent', storageArea: localStorage }),
    );
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribes', () => {
    const listener = vi.fn();
    tokenStore.subscribe(listener)();
    tokenStore.set('abc');
    writeFromAnotherTab('other');
    expect(listener).not.toHaveBeenCalled();
  });
});
