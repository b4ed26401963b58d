import { describe, expect, it } from 'vitest';
import { readSharedView, tokenOfPath } from './shared-view';

const persona = { type: 'moodBoard', detail: { name: 'Anna', age: 30 } };

describe('readSharedView', () => {
  it('reads an item link and a project link', () => {
    expect(
      readSharedView({
        kind: 'item',
        sharedBy: 'olha',
        project: { name: 'Shop', description: '' },
        items: [persona],
        related: {
          'MOOD#1': { type: 'moodBoard', name: 'Anna', thumbnailPath: '/api/images/x' },
          'MOOD#2': { type: 'moodBoard', name: 'Bo', thumbnailPath: 7 },
          'MOOD#3': 'not an item',
        },
      }),
    ).toEqual({
      kind: 'item',
      sharedBy: 'olha',
      project: { name: 'Shop', description: '' },
      items: [{ type: 'moodBoard', detail: persona.detail, name: 'Anna' }],
      related: {
        'MOOD#1': { type: 'moodBoard', name: 'Anna', thumbnailPath: '/api/images/x' },
        'MOOD#2': { type: 'moodBoard', name: 'Bo', thumbnailPath: null },
      },
    });
    expect(
      readSharedView({ kind: 'project', sharedBy: 'o', project: { name: 'P' }, items: [] })?.items,
    ).toEqual([]);
  });

  it('reads missing texts as empty and refuses what is not a shared view', () => {
    expect(
      readSharedView({ kind: 'item', project: {}, items: [{ type: 't', detail: {} }] }),
    ).toMatchObject({
      sharedBy: '',
      project: { name: '', description: '' },
      items: [{ name: '' }],
    });
    for (const bad of [
      null,
      'x',
      [],
      { kind: 'other', project: {}, items: [] },
      { kind: 'item', project: {}, items: [{ type: 1, detail: {} }] },
      { kind: 'item', project: {}, items: [{ type: 't', detail: [] }] },
      { kind: 'item', items: [] },
    ]) {
      expect(readSharedView(bad)).toBeNull();
    }
  });
});

describe('tokenOfPath', () => {
  it('takes the token of /s/<token>', () => {
    expect(tokenOfPath('/s/abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenOfPath('/s/abc/')).toBe('abc');
  });

  it('has none for other paths or unusable tokens', () => {
    for (const path of ['/', '/s/', '/s/a/b', '/x/abc', '/s/a%2Fb', '/s/ab.cd']) {
      expect(tokenOfPath(path)).toBeNull();
    }
  });
});
