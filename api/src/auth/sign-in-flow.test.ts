import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignInFlowSealer, sameState } from './sign-in-flow.js';

const WINDOW_MS = 10 * 60 * 1000;
const flow = { state: 'the-state', codeVerifier: 'the-verifier', nonce: 'the-nonce' };

describe('the sealed pending sign-in', () => {
  const sealer = new SignInFlowSealer(randomBytes(32), WINDOW_MS);

  it('opens to what was sealed, within the window', async () => {
    const now = Date.now();
    const sealed = await sealer.seal(flow, now);
    expect(sealed).not.toContain('the-verifier');
    expect(await sealer.open(sealed, now + WINDOW_MS - 1000)).toEqual(flow);
  });

  it('does not open once the window has passed', async () => {
    const now = Date.now();
    const sealed = await sealer.seal(flow, now);
    expect(await sealer.open(sealed, now + WINDOW_MS + 1000)).toBeNull();
  });

  it('does not open when altered, made with another secret, or missing', async () => {
    const sealed = await sealer.seal(flow);
    const parts = sealed.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}AA`;
    expect(await sealer.open(parts.join('.'))).toBeNull();
    const other = new SignInFlowSealer(randomBytes(32), WINDOW_MS);
    expect(await other.open(sealed)).toBeNull();
    expect(await sealer.open(undefined)).toBeNull();
    expect(await sealer.open('not-a-token')).toBeNull();
  });

  it('compares states exactly', () => {
    expect(sameState('abc', 'abc')).toBe(true);
    expect(sameState('abc', 'abd')).toBe(false);
    expect(sameState('abc', 'abcd')).toBe(false);
  });
});
