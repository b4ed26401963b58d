import { describe, expect, it } from 'vitest';
import { asksOnThisLoad, returnPathOf, signInRequest } from './sign-in-return';

describe('returnPathOf', () => {
  it('gives back the link a guest opened, with its query and hash', () => {
    expect(returnPathOf(signInRequest('/projects'))).toBe('/projects');
    expect(returnPathOf(signInRequest('/project/PROJECT_1?x=1#top'))).toBe(
      '/project/PROJECT_1?x=1#top',
    );
  });

  it('takes nothing that is not a path of this site', () => {
    for (const state of [
      null,
      undefined,
      'projects',
      {},
      { signInFor: 42 },
      signInRequest('https://evil.example/'),
      signInRequest('//evil.example/projects'),
      signInRequest('/\\evil.example'),
      signInRequest('projects'),
      // The home page itself: nothing to return to.
      signInRequest('/'),
    ]) {
      expect(returnPathOf(state)).toBeNull();
    }
  });
});

describe('asksOnThisLoad', () => {
  it('asks on a link opened, typed or reached with Back, not on a reload (after Exit)', () => {
    expect(asksOnThisLoad('navigate')).toBe(true);
    expect(asksOnThisLoad('back_forward')).toBe(true);
    expect(asksOnThisLoad(undefined)).toBe(true);
    expect(asksOnThisLoad('reload')).toBe(false);
  });
});
