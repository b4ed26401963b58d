import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-lost';

describe('isConnectionLost', () => {
  it('is any failure while the browser says it is offline', () => {
    expect(isConnectionLost(new Error('whatever'), false)).toBe(true);
  });

  it("is fetch's own rejection in each engine's words", () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
    ]) {
      expect(isConnectionLost(new TypeError(message), true), message).toBe(true);
    }
  });

  it('is not an answer from the server nor a bug', () => {
    expect(isConnectionLost(new Error('Error has happened during saving'), true)).toBe(false);
    expect(
      isConnectionLost(new TypeError("Cannot read properties of undefined (reading 'x')"), true),
    ).toBe(false);
    expect(isConnectionLost(undefined, true)).toBe(false);
  });
});
