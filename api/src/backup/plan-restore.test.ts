import fs from 'node:fs';
import path from 'node:path';
import {
  BACKUP_MESSAGES,
  buildKey,
  MESSAGES,
  PROJECT_BACKUP_FORMAT,
  PROJECT_BACKUP_VERSION,
} from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../features/index.js';
import { HttpError } from '../http/errors.js';
import { planRestore } from './plan-restore.js';
import { imageToStore } from './restore-images.js';

/** The n-th id a restore's generator gives (`numbered`): the project's, then the items'. */
const newId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const numbered = () => {
  let n = 0;
  return () => newId(++n);
};
const uuid = (n: number) => `0b7f5b0e-3c1d-4a8e-9f21-${String(n).padStart(12, '0')}`;

const keyOf = (type: string, id: string) => buildKey(FEATURES.byType(type)!.keyKind, id);
const OLD_PROJECT = buildKey('project', uuid(0));

/** An item of the type with its default content, the name apart, and `content` over it. */
function item(
  type: string,
  n: number,
  content: Record<string, unknown> = {},
  name = `${type} ${n}`,
) {
  const { name: _, ...defaults } = FEATURES.byType(type)!.defaultContent() as Record<
    string,
    unknown
  >;
  return {
    type,
    key: keyOf(type, uuid(n)),
    name,
    content: { ...defaults, ...content },
    image: null,
  };
}

function backupOf(items: unknown[], project: Record<string, unknown> = {}) {
  return {
    format: PROJECT_BACKUP_FORMAT,
    version: PROJECT_BACKUP_VERSION,
    exportedAt: '2026-12-01T10:00:00.000Z',
    project: { key: OLD_PROJECT, name: 'Ward rota', description: '', ...project },
    items,
  };
}

/** The refusal's message; fails unless planRestore refuses with a 400. */
function refusal(body: unknown): string {
  try {
    planRestore(FEATURES, body, numbered());
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('the backup was not refused');
}

describe('planRestore', () => {
  it('gives the project and every item a new id, and their keys to the content', () => {
    const persona = item('uxPersona', 1, {}, '  Anna  ');
    // Named before the persona in the file: references may point forwards.
    const map = item('empathyMap', 2, { personaSK: persona.key, says: OLD_PROJECT });
    const plan = planRestore(
      FEATURES,
      backupOf([map, persona], { description: 'Two\nlines' }),
      numbered(),
    );
    const [projectId, mapId, personaId] = [newId(1), newId(2), newId(3)];
    expect(plan.project).toEqual({ id: projectId, name: 'Ward rota', description: 'Two lines' });
    expect(plan.items.map((i) => [i.label, i.def.type, i.id, i.name])).toEqual([
      ['Item 1 (empathy map “empathyMap 2”)', 'empathyMap', mapId, 'empathyMap 2'],
      ['Item 2 (UX persona “Anna”)', 'uxPersona', personaId, 'Anna'],
    ]);
    expect(plan.items[0]!.content).toMatchObject({
      personaSK: keyOf('uxPersona', personaId),
      says: buildKey('project', projectId),
    });
  });

  it('stores what a save stores: the content fields, an absent optional one as null', () => {
    const { demographics_age: _, ...withoutAge } = item('uxPersona', 1).content;
    const persona = { ...item('uxPersona', 1), content: { ...withoutAge, extra: 'dropped' } };
    const [restored] = planRestore(FEATURES, backupOf([persona]), numbered()).items;
    const { name: _name, ...defaults } = FEATURES.byType('uxPersona')!.defaultContent();
    expect(Object.keys(restored!.content).sort()).toEqual(Object.keys(defaults).sort());
    expect(restored!.content.demographics_age).toBeNull();
  });

  it("uses the item's own name and new keys over any the content carries", () => {
    const map = item('empathyMap', 1, {
      name: 'Content name',
      projectSK: buildKey('project', uuid(7)),
      empathyMapSK: keyOf('empathyMap', uuid(8)),
      version: 'not a number',
    });
    const [restored] = planRestore(FEATURES, backupOf([map]), numbered()).items;
    expect(restored!.name).toBe('empathyMap 1');
    expect(restored!.content).not.toHaveProperty('name');
    expect(restored!.content).not.toHaveProperty('projectSK');
    expect(restored!.content).not.toHaveProperty('empathyMapSK');
    expect(restored!.content).not.toHaveProperty('version');
  });

  it('reads keys in either spelling, and refuses one key twice however it is written', () => {
    const persona = item('uxPersona', 1);
    const underscore = { ...persona, key: persona.key.replace('#', '_').toUpperCase() };
    const map = item('empathyMap', 2, { personaSK: persona.key.replace('#', '_') });
    const plan = planRestore(FEATURES, backupOf([underscore, map]), numbered());
    expect(plan.items[1]!.content.personaSK).toBe(keyOf('uxPersona', plan.items[0]!.id));
    expect(refusal(backupOf([persona, underscore]))).toBe(
      BACKUP_MESSAGES.inItem('Item 2 (UX persona “uxPersona 1”)', BACKUP_MESSAGES.duplicateKey),
    );
  });

  it('keeps a key no reference field holds when the backup does not hold its item, as a save does', () => {
    const elsewhere = keyOf('empathyMap', uuid(99));
    const content = item('journeyMap', 1).content as { lanes: { cells: object[] }[] };
    content.lanes[0]!.cells[0] = {
      text: 'Lost swaps',
      sources: [{ empathyMapSK: elsewhere, name: 'Old map' }],
    };
    const [restored] = planRestore(
      FEATURES,
      backupOf([{ ...item('journeyMap', 1), content }]),
      numbered(),
    ).items;
    expect(JSON.stringify(restored!.content)).toContain(elsewhere);
  });

  it.each([
    ['no object', () => null, BACKUP_MESSAGES.notABackup],
    ['no format', () => ({ ...backupOf([]), format: undefined }), BACKUP_MESSAGES.notABackup],
    [
      'another format',
      () => ({ ...backupOf([]), format: 'x/y' }),
      BACKUP_MESSAGES.otherFormat('x/y'),
    ],
    ['a newer version', () => ({ ...backupOf([]), version: 3 }), BACKUP_MESSAGES.newerVersion(3)],
    ['version 0', () => ({ ...backupOf([]), version: 0 }), BACKUP_MESSAGES.unknownVersion],
    [
      'a date without a zone',
      () => ({ ...backupOf([]), exportedAt: '2026-12-01' }),
      BACKUP_MESSAGES.exportedAt,
    ],
    ['no project', () => ({ ...backupOf([]), project: 'Ward rota' }), BACKUP_MESSAGES.notABackup],
    ['no items', () => ({ ...backupOf([]), items: {} }), BACKUP_MESSAGES.itemsNotList],
    [
      'a project key that is none',
      () => backupOf([], { key: 'PROJECT#1' }),
      BACKUP_MESSAGES.inProject(MESSAGES.invalidKey('project')),
    ],
    [
      'a project description too long',
      () => backupOf([], { description: 'd'.repeat(500) }),
      BACKUP_MESSAGES.inProject(MESSAGES.projectDescriptionTooLong),
    ],
    [
      'more items than every type together holds',
      () => backupOf(Array.from({ length: 10_000 }, () => null)),
      BACKUP_MESSAGES.tooManyItems(FEATURES.all.reduce((sum, def) => sum + def.maxPerProject, 0)),
    ],
    [
      'an item that is a list',
      () => backupOf([[]]),
      BACKUP_MESSAGES.inItem('Item 1', BACKUP_MESSAGES.notAnItem),
    ],
    [
      'an item without a picture field',
      () => {
        const { image: _, ...rest } = item('uxPersona', 1);
        return backupOf([rest]);
      },
      BACKUP_MESSAGES.inItem(
        'Item 1 (UX persona “uxPersona 1”)',
        'image: Invalid input: expected object, received undefined',
      ),
    ],
    [
      'a picture type the upload refuses',
      () =>
        backupOf([{ ...item('uxPersona', 1), image: { contentType: 'image/gif', base64: '' } }]),
      BACKUP_MESSAGES.inItem('Item 1 (UX persona “uxPersona 1”)', MESSAGES.onlyImages),
    ],
    [
      'a type with a long name',
      () => backupOf([{ ...item('uxPersona', 1), type: 't'.repeat(500) }]),
      BACKUP_MESSAGES.inItem(
        'Item 1 (“uxPersona 1”)',
        BACKUP_MESSAGES.unknownType(`${'t'.repeat(40)}…`),
      ),
    ],
    [
      'a reference to the project, not a persona',
      () => backupOf([item('empathyMap', 1, { personaSK: OLD_PROJECT })]),
      BACKUP_MESSAGES.inItem(
        'Item 1 (empathy map “empathyMap 1”)',
        MESSAGES.invalidKey('UX persona'),
      ),
    ],
    [
      'a name that is not text',
      () => backupOf([item('empathyMap', 1, {}, 42 as never)]),
      BACKUP_MESSAGES.inItem('Item 1 (empathy map)', MESSAGES.nameNotText),
    ],
  ])('refuses %s', (_what, body, message) => {
    expect(refusal(body())).toBe(message);
  });

  it('answers JSON nested deeper than any call stack with the editor’s own refusal', () => {
    const depth = 100_000;
    const deep = JSON.parse(`${'{"children":['.repeat(depth)}{}${']}'.repeat(depth)}`);
    const sitemap = item('sitemap', 1, { root: deep });
    expect(refusal(backupOf([sitemap]))).toBe(
      BACKUP_MESSAGES.inItem('Item 1 (sitemap “sitemap 1”)', MESSAGES.maxSitemapDepth),
    );
    // In a field no editor has, it is dropped as a save drops it.
    const map = item('empathyMap', 2, { unknown: deep });
    const [restored] = planRestore(FEATURES, backupOf([map]), numbered()).items;
    expect(restored!.content).not.toHaveProperty('unknown');
  });

  it('refuses an item over its type’s limit, naming the first one over', () => {
    const max = FEATURES.byType('empathyMap')!.maxPerProject;
    const maps = Array.from({ length: max + 2 }, (_, i) => item('empathyMap', i + 1));
    expect(refusal(backupOf(maps))).toBe(
      BACKUP_MESSAGES.inItem(
        `Item ${max + 1} (empathy map “empathyMap ${max + 1}”)`,
        MESSAGES.maxFeatures,
      ),
    );
  });

  it('refuses a reference field naming an item the backup does not hold', () => {
    const map = item('empathyMap', 1, { personaSK: keyOf('uxPersona', uuid(5)) });
    expect(refusal(backupOf([map]))).toBe(
      BACKUP_MESSAGES.inItem('Item 1 (empathy map “empathyMap 1”)', MESSAGES.personaNotInProject),
    );
  });

  it('restores the example of docs/backup-format.md, its picture byte for byte', async () => {
    const doc = fs.readFileSync(
      path.join(import.meta.dirname, '../../../docs/backup-format.md'),
      'utf8',
    );
    const example = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(doc)![1]!);
    const plan = planRestore(FEATURES, example, numbered());
    expect(plan.items.map((i) => i.label)).toEqual([
      'Item 1 (UX persona “Anna”)',
      'Item 2 (empathy map “Anna at work”)',
    ]);
    expect(plan.items[1]!.content.personaSK).toBe(keyOf('uxPersona', plan.items[0]!.id));
    const picture = example.items[0].image;
    const stored = await imageToStore(picture);
    expect(stored.body.toString('base64')).toBe(picture.base64);
  });
});
