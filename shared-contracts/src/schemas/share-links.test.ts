import { describe, expect, it } from 'vitest';
import { MAX_SHARE_LINKS_PER_PROJECT } from '../limits.js';
import { messageCode } from '../message-codes.js';
import { MESSAGES } from '../messages.js';
import { createShareLinkRequest, isShareToken, sharedView, sharePagePath } from './share-links.js';

const ID = '3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';
const TOKEN = 'q0Xk9-_aZ3'.padEnd(43, 'b');

describe('createShareLinkRequest', () => {
  it('takes a project, and an item of any editor type, in either key spelling', () => {
    expect(createShareLinkRequest.parse({ projectSK: `PROJECT_${ID}` })).toEqual({
      projectSK: `PROJECT#${ID}`,
    });
    expect(
      createShareLinkRequest.parse({
        projectSK: `PROJECT#${ID}`,
        itemSK: `UXPERS_${ID.toUpperCase()}`,
      }),
    ).toEqual({ projectSK: `PROJECT#${ID}`, itemSK: `UXPERS#${ID}` });
    expect(
      createShareLinkRequest.parse({ projectSK: `PROJECT#${ID}`, itemSK: `STORYBOARD#${ID}` }),
    ).toMatchObject({ itemSK: `STORYBOARD#${ID}` });
    expect(createShareLinkRequest.parse({ projectSK: `PROJECT#${ID}`, itemSK: null })).toEqual({
      projectSK: `PROJECT#${ID}`,
      itemSK: null,
    });
  });

  it.each([
    `UXPERS#${ID.slice(1)}`,
    `uxpers#${ID}`,
    `#${ID}`,
    `UXPERS${ID}`,
    `UXPERS#${ID}#`,
    ID,
    '',
    42,
  ])('refuses the item key %j with the key message', (itemSK) => {
    const result = createShareLinkRequest.safeParse({ projectSK: `PROJECT#${ID}`, itemSK });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.invalidKey('item'));
  });

  it('refuses a key of another kind where the project belongs', () => {
    const result = createShareLinkRequest.safeParse({ projectSK: `UXPERS#${ID}` });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.invalidKey('project'));
  });
});

describe('share tokens and pages', () => {
  it('knows the form of a token: 43 characters of base64url', () => {
    expect(isShareToken(TOKEN)).toBe(true);
    for (const text of [TOKEN.slice(1), `${TOKEN}b`, `${TOKEN.slice(1)}=`, `${TOKEN.slice(1)}+`]) {
      expect(isShareToken(text)).toBe(false);
    }
    expect(isShareToken(`${TOKEN.slice(1)}/`)).toBe(false);
  });

  it('puts the share page at /s/<token>', () => {
    expect(sharePagePath(TOKEN)).toBe(`/s/${TOKEN}`);
  });

  it('describes what a share page shows', () => {
    const view = {
      kind: 'item',
      sharedBy: 'maya',
      project: { name: 'Checkout', description: '' },
      items: [{ type: 'empathyMap', detail: { name: 'Maya at home', personaSK: 'UXPERS#1' } }],
      related: { 'UXPERS#1': { type: 'uxPersona', name: 'Maya', thumbnailPath: null } },
    };
    expect(sharedView.parse(view)).toEqual(view);
    expect(sharedView.safeParse({ ...view, kind: 'folder' }).success).toBe(false);
    expect(
      sharedView.safeParse({ ...view, related: { 'UXPERS#1': { name: 'Maya' } } }).success,
    ).toBe(false);
  });
});

describe('share link messages and limit', () => {
  it('says a link that does not work in the words of issue H5, with a code', () => {
    expect(MESSAGES.shareLinkGone).toBe('This link no longer works');
    expect(messageCode(MESSAGES.shareLinkGone)).toEqual({ code: 'shareLinkGone' });
  });

  it('names the per-project limit in its message', () => {
    expect(MAX_SHARE_LINKS_PER_PROJECT).toBe(50);
    expect(MESSAGES.maxShareLinks).toContain(`at most ${MAX_SHARE_LINKS_PER_PROJECT} share links`);
    expect(messageCode(MESSAGES.maxShareLinks)).toEqual({ code: 'maxShareLinks' });
  });
});
