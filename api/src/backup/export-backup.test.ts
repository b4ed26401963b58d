import { text } from 'node:stream/consumers';
import { buildKey, projectBackup } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../features/index.js';
import type { BlobStore } from '../images/blob-store.js';
import type { StoredProject } from '../store/projects.js';
import { backupContentDisposition, backupFileName, backupStream } from './export-backup.js';

describe('backupFileName', () => {
  it.each([
    ['Checkout redesign', 'Checkout redesign.uxbackup.json'],
    ['Кошик і оплата', 'Кошик і оплата.uxbackup.json'],
    ['a/b\\c:d*e?"f"<g>|h', 'a_b_c_d_e_f_g_h.uxbackup.json'],
    ['  spaced   out  ', 'spaced out.uxbackup.json'],
    ['...hidden', 'hidden.uxbackup.json'],
    ['"""', '_.uxbackup.json'],
    ['', 'project.uxbackup.json'],
    ['\u0000\u0007', '_.uxbackup.json'],
    ['Party 🎉', 'Party _.uxbackup.json'],
    // Cut by characters, never between the halves of one.
    ['𝒜'.repeat(90), `${'𝒜'.repeat(80)}.uxbackup.json`],
  ])('%j → %j', (name, file) => {
    expect(backupFileName(name)).toBe(file);
  });
});

describe('backupContentDisposition', () => {
  it('names the file in UTF-8 and in ASCII, with nothing a header parser trips on', () => {
    expect(backupContentDisposition('Café (v2)')).toBe(
      `attachment; filename="Caf_ (v2).uxbackup.json"; filename*=UTF-8''Caf%C3%A9%20%28v2%29.uxbackup.json`,
    );
    expect(backupContentDisposition('x"; filename="evil.exe')).toBe(
      `attachment; filename="x_ filename_evil.exe.uxbackup.json"; filename*=UTF-8''x_%20filename_evil.exe.uxbackup.json`,
    );
  });
});

describe('backupStream', () => {
  const project: StoredProject = {
    id: '11111111-2222-4333-8444-555555555555',
    user_id: '99999999-2222-4333-8444-555555555555',
    name: 'Ward rota',
    description: 'Shifts',
    created_at: 1,
    updated_at: 2,
    version: 3,
    thumbnailKeys: {},
  };
  const pictures = new Map([['images/a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9])]]);
  const blobs = {
    get: async (key: string) => {
      const body = pictures.get(key);
      return body ? { body, contentType: 'image/jpeg' } : null;
    },
  } as unknown as BlobStore;

  it('writes the documented format, an item a line, with the pictures the store still has', async () => {
    const { name: _, ...content } = FEATURES.byType('empathyMap')!.defaultContent();
    const rows = ['images/a.jpg', 'images/gone.jpg', null].map((thumbnailKey, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      type: 'empathyMap',
      name: `Map "${i}"\n`,
      content,
      thumbnailKey,
    }));
    const missing: string[] = [];
    const file = await text(
      backupStream(
        { project, items: rows },
        FEATURES,
        blobs,
        new Date(Date.UTC(2026, 11, 1)),
        (key) => missing.push(key),
      ),
    );
    expect(file.split('\n')).toHaveLength(rows.length + 3);
    const backup = projectBackup.parse(JSON.parse(file));
    expect(backup).toEqual({
      format: 'ux-artefacts/project-backup',
      version: 1,
      exportedAt: '2026-12-01T00:00:00.000Z',
      project: { key: buildKey('project', project.id), name: 'Ward rota', description: 'Shifts' },
      items: rows.map((row, i) => ({
        type: 'empathyMap',
        key: buildKey(FEATURES.byType('empathyMap')!.keyKind, row.id),
        name: row.name,
        content,
        image: i === 0 ? { contentType: 'image/jpeg', base64: '/9j/2Q==' } : null,
      })),
    });
    expect(missing).toEqual(['images/gone.jpg']);
  });

  it('writes a project without items', async () => {
    const file = await text(
      backupStream({ project, items: [] }, FEATURES, blobs, new Date(), () => {}),
    );
    expect(JSON.parse(file).items).toEqual([]);
  });
});
