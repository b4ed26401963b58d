import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import {
  BACKUP_MESSAGES,
  base64Length,
  buildKey,
  MAX_BACKUP_BYTES,
  MAX_PROJECTS,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  type Project,
  type ProjectBackup,
  projectBackup,
  project as projectSchema,
} from 'shared-contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { restoreProject } from '../src/backup/restore-project.js';
import { DEFAULT_RATE_LIMITS } from '../src/config.js';
import { FEATURES } from '../src/features/index.js';
import { HttpError } from '../src/http/errors.js';
import { FileSystemBlobStore } from '../src/images/blob-store.js';
import { ImageUrlSigner } from '../src/images/image-url-signer.js';
import { alteration, type Json } from './backup-alterations.js';
import {
  type ApiResponse,
  newFeature,
  newProject,
  newUser,
  pathKey,
  type SignedInUser,
} from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';
import { expectReadableError } from './property-support.js';
import { SERVED_ROUTES, savedBody, servedAt } from './served-features.js';

/*
 * A project's backup and its restore (issue H5), through the API as a client uses them:
 * a project with an item of every served type, pictures and references between items, is
 * backed up and restored as a new project; every refusal leaves the database and the blob
 * store exactly as they were.
 */

type Detail = Record<string, unknown> & { PK: string; SK: string; thumbnailPath: string | null };
type Backup = ProjectBackup & { items: (ProjectBackup['items'][number] & { content: any })[] };

/** Property runs per property: every kind of change is tried, the file stays well under a minute. */
const RUNS = 40;

const clone = <T>(value: T): T => structuredClone(value);

/** What a detail holds that a restore must carry over: all but its keys and the server's fields. */
function contentOf(route: string, detail: Record<string, unknown>) {
  const { PK, SK, projectSK, UPDATED_AT, CREATED_AT, thumbnailPath, version, ...rest } = detail;
  delete rest[servedAt(route).skField];
  return rest;
}

/** `Item 3 (UX persona “Anna”)`: how a refusal names an item of the backup. */
function labelOf(backup: Backup, index: number) {
  const item = backup.items[index]!;
  return `Item ${index + 1} (${FEATURES.byType(item.type)!.editor.noun} “${item.name}”)`;
}

const indexOfType = (backup: Backup, type: string) =>
  backup.items.findIndex((item) => item.type === type);

describe.skipIf(SKIP)('project backup and restore', () => {
  const suite = serverForSuite();
  let owner: SignedInUser;
  let other: SignedInUser;
  /** The project backed up, and its items by route. */
  let original: Project;
  let originals: Map<string, Detail>;
  let backupText: string;
  let backup: Backup;

  const blobDir = () => path.join(suite.server.dataDir, 'blobs');

  /** What a refused restore must leave as it was: every row it could write, every blob. */
  async function snapshot() {
    const count = async (table: 'projects' | 'items' | 'project_thumbnails') => {
      const { n } = await suite.server.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    };
    const files = fs.existsSync(blobDir())
      ? fs.readdirSync(blobDir(), { recursive: true, encoding: 'utf8' }).sort()
      : [];
    return {
      projects: await count('projects'),
      items: await count('items'),
      thumbnails: await count('project_thumbnails'),
      files,
    };
  }

  const restore = (user: SignedInUser, body: unknown) =>
    suite.api.post('/api/projects/restore', { token: user.token, json: body });

  const exportOf = (user: SignedInUser, SK: string) =>
    suite.api.get(`/api/projects/${pathKey(SK)}/backup`, { token: user.token });

  async function imageBytes(url: string) {
    const response = await fetch(new URL(url, suite.server.url));
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  /** The project's items by route (one each in these tests), as their details. */
  async function itemsOf(user: SignedInUser, projectSK: string) {
    const items = new Map<string, Detail[]>();
    for (const route of SERVED_ROUTES) {
      const list = await suite.api.get(`/api/${route}/${pathKey(projectSK)}`, {
        token: user.token,
      });
      expect(list.status).toBe(200);
      const details: Detail[] = [];
      for (const entry of list.body as { PK: string; SK: string }[]) {
        const detail = await suite.api.get(
          `/api/${route}/${pathKey(entry.PK)}/${pathKey(entry.SK)}`,
          {
            token: user.token,
          },
        );
        expect(detail.status).toBe(200);
        details.push(detail.body);
      }
      items.set(route, details);
    }
    return items;
  }

  /**
   * The restored project holds what the original held: its name and description, one
   * item per type with equal names and content, every key of the original's items (and
   * of the project) replaced by the restored one's, and byte-equal pictures.
   */
  async function expectRestoredCopy(user: SignedInUser, response: ApiResponse) {
    expect(response.status, response.text).toBe(201);
    const restored = projectSchema.parse(response.body);
    expect(restored).toMatchObject({
      PK: user.userPK,
      name: original.name,
      description: original.description,
      version: 1,
    });
    expect(restored.SK).not.toBe(original.SK);
    // Exactly as POST /api/projects and GET answer a project.
    const got = await suite.api.get(
      `/api/projects/${pathKey(user.userPK)}/${pathKey(restored.SK)}`,
      { token: user.token },
    );
    expect(got.body).toEqual(response.body);

    const copies = await itemsOf(user, restored.SK);
    const renames = new Map([[original.SK, restored.SK]]);
    for (const route of SERVED_ROUTES) {
      expect(copies.get(route), route).toHaveLength(1);
      const copy = copies.get(route)![0]!;
      expect(copy.SK).not.toBe(originals.get(route)!.SK);
      expect(copy.version).toBe(1);
      renames.set(originals.get(route)!.SK, copy.SK);
    }
    for (const route of SERVED_ROUTES) {
      let expected = JSON.stringify(contentOf(route, originals.get(route)!));
      for (const [from, to] of renames) expected = expected.replaceAll(from, to);
      const copy = copies.get(route)![0]!;
      expect(contentOf(route, copy), route).toEqual(JSON.parse(expected));
      const picture = originals.get(route)!.thumbnailPath;
      if (picture === null) {
        expect(copy.thumbnailPath, route).toBeNull();
      } else {
        expect(copy.thumbnailPath, route).not.toBe(picture);
        expect(await imageBytes(copy.thumbnailPath!), route).toEqual(await imageBytes(picture));
      }
    }
    // The project shows its latest picture of each type, as after the original's saves.
    for (const def of FEATURES.all) {
      expect(restored.thumbnails[def.type] === null, def.type).toBe(
        original.thumbnails[def.type] === null,
      );
    }
    return { restored, copies };
  }

  beforeAll(async () => {
    owner = await newUser(suite.api);
    other = await newUser(suite.api);
    const created = await newProject(suite.api, owner);
    const renamed = await suite.api.patch('/api/projects', {
      token: owner.token,
      json: { SK: created.SK, name: 'Ward rota — café ✓', description: 'Nurses, shifts, swaps' },
    });
    expect(renamed.status).toBe(200);

    const items = new Map<string, Detail>();
    for (const route of SERVED_ROUTES) {
      items.set(route, (await newFeature(suite.api, owner, route, created.SK)) as Detail);
    }
    const persona = items.get('ux-personas')!;
    const map = items.get('empathy-maps')!;
    const bodies = new Map(
      SERVED_ROUTES.map((route) => [
        route,
        savedBody(route, items.get(route)! as never, `${servedAt(route).label} of the ward`),
      ]),
    );
    bodies.get('ux-personas')!.name = 'Anna';
    // The references a restore must carry over: the map's persona, and the journey map's
    // persona and (inside a cell, where no contract names it) its pain point's source.
    bodies.get('empathy-maps')!.personaSK = persona.SK;
    const journey = bodies.get('journey-maps');
    if (journey) {
      journey.personaSK = persona.SK;
      journey.personaName = 'Anna';
      const lanes = journey.lanes as { kind: string; cells: Record<string, unknown>[] }[];
      lanes.find((lane) => lane.kind === 'painPoints')!.cells[0] = {
        text: 'Swaps get lost',
        sources: [{ empathyMapSK: map.SK, name: 'Empathy map of the ward' }],
      };
    }
    for (const route of SERVED_ROUTES) {
      const saved = await suite.api.patch(`/api/${route}`, {
        token: owner.token,
        json: bodies.get(route),
      });
      expect(saved.status, saved.text).toBe(200);
    }
    // Pictures in each format the upload keeps: the persona's photo through its own route.
    const pictures: [string, Buffer][] = [
      ['ux-personas', await jpegThumbnail('#aa3366', 120, 160)],
      [
        'empathy-maps',
        await sharp({ create: { width: 90, height: 60, channels: 4, background: '#33aa6680' } })
          .png()
          .toBuffer(),
      ],
      [
        'sitemaps',
        await sharp({ create: { width: 80, height: 50, channels: 3, background: '#2255cc' } })
          .webp()
          .toBuffer(),
      ],
    ];
    for (const [route, image] of pictures) {
      const uploaded = await uploadThumbnail(suite.api, owner, route, items.get(route)!, image);
      expect(uploaded.status, uploaded.text).toBe(200);
    }

    originals = new Map(
      [...(await itemsOf(owner, created.SK))].map(([route, [detail]]) => [route, detail!]),
    );
    const got = await suite.api.get(
      `/api/projects/${pathKey(owner.userPK)}/${pathKey(created.SK)}`,
      { token: owner.token },
    );
    original = got.body;
    const exported = await exportOf(owner, original.SK);
    expect(exported.status, exported.text).toBe(200);
    backupText = exported.text;
    backup = JSON.parse(backupText);
  });

  describe('the backup', () => {
    it('is a download of the documented format with every item and its picture', async () => {
      const exported = await exportOf(owner, original.SK);
      expect(exported.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(exported.headers.get('content-disposition')).toBe(
        `attachment; filename="Ward rota _ caf_ _.uxbackup.json"; ` +
          `filename*=UTF-8''Ward%20rota%20_%20caf%C3%A9%20_.uxbackup.json`,
      );
      expect(exported.headers.get('cache-control')).toBe('no-store');
      expect(projectBackup.safeParse(exported.body).success).toBe(true);
      expect(exported.body).toMatchObject({
        format: 'ux-artefacts/project-backup',
        version: 1,
        project: { key: original.SK, name: original.name, description: original.description },
      });
      expect(Date.parse(exported.body.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
      // By type in the served order; an item's key, name, content and picture as stored.
      expect(exported.body.items.map((item: { type: string }) => item.type)).toEqual(
        FEATURES.all.map((def) => def.type),
      );
      for (const route of SERVED_ROUTES) {
        const detail = originals.get(route)!;
        const item = exported.body.items.find((i: { key: string }) => i.key === detail.SK);
        expect(item, route).toMatchObject({ type: servedAt(route).type, name: detail.name });
        const { name: _, ...content } = contentOf(route, detail);
        expect(item.content, route).toEqual(content);
        if (detail.thumbnailPath === null) {
          expect(item.image, route).toBeNull();
        } else {
          const bytes = await imageBytes(detail.thumbnailPath);
          expect(Buffer.from(item.image.base64, 'base64'), route).toEqual(bytes);
          const { format } = await sharp(bytes).metadata();
          expect(item.image.contentType, route).toBe(`image/${format}`);
        }
      }
    });

    it('is the same file each time but for its date', async () => {
      const again = await exportOf(owner, original.SK);
      expect({ ...again.body, exportedAt: null }).toEqual({ ...backup, exportedAt: null });
    });

    it('is answered to the owner only, with the key in either spelling', async () => {
      const foreign = await exportOf(other, original.SK);
      expectReadableError(foreign, 404);
      expect(foreign.body.message).toBe(MESSAGES.notFound('Project'));
      const unknown = await exportOf(owner, buildKey('project', randomUUID()));
      expectReadableError(unknown, 404);
      const spelled = await suite.api.get(`/api/projects/${original.SK.replace('#', '_')}/backup`, {
        token: owner.token,
      });
      expect(spelled.status).toBe(200);
      expect(spelled.body.items).toEqual(backup.items);
      expectReadableError(await suite.api.get(`/api/projects/${pathKey(original.SK)}/backup`), 401);
      expectReadableError(await exportOf(owner, 'PROJECT#not-a-uuid'), 400);
    });
  });

  it('documents both routes and the format in the OpenAPI document', async () => {
    const spec = (await suite.api.get('/api/docs/json')).body;
    const restoreDoc = spec.paths['/api/projects/restore'].post;
    const ref: string = restoreDoc.requestBody.content['application/json'].schema.$ref;
    expect(ref).toMatch(/^#\/components\/schemas\/ProjectBackup/);
    expect(Object.keys(restoreDoc.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '409', '413']),
    );
    expect(spec.paths['/api/projects/{SK}/backup'].get.responses['200']).toBeDefined();
    expect(spec.components.schemas[ref.split('/').pop()!].required).toEqual(
      expect.arrayContaining(['format', 'version', 'exportedAt', 'project', 'items']),
    );
  });

  describe('a restore', () => {
    it('makes a new project of the owner with every item, reference and picture', async () => {
      await expectRestoredCopy(owner, await restore(owner, backup));
    });

    it('makes the same project for another user, who then owns it', async () => {
      const { restored } = await expectRestoredCopy(other, await restore(other, backup));
      const theirs = await exportOf(other, restored.SK);
      expect(theirs.status).toBe(200);
      expectReadableError(await exportOf(owner, restored.SK), 404);
    });

    it('twice makes two projects that share nothing', async () => {
      const first = await expectRestoredCopy(owner, await restore(owner, backup));
      const second = await expectRestoredCopy(owner, await restore(owner, backup));
      expect(second.restored.SK).not.toBe(first.restored.SK);
      for (const route of SERVED_ROUTES) {
        expect(second.copies.get(route)![0]!.SK).not.toBe(first.copies.get(route)![0]!.SK);
      }
      const deleted = await suite.api.delete(
        `/api/projects/${pathKey(owner.userPK)}/${pathKey(first.restored.SK)}`,
        { token: owner.token },
      );
      expect(deleted.status).toBe(204);
      // The second keeps its items and pictures (and so does the original).
      const left = await itemsOf(owner, second.restored.SK);
      for (const route of SERVED_ROUTES) {
        const copy = left.get(route)![0]!;
        expect(copy).toEqual(second.copies.get(route)![0]);
        if (copy.thumbnailPath) await imageBytes(copy.thumbnailPath);
        const kept = originals.get(route)!.thumbnailPath;
        if (kept) await imageBytes(kept);
      }
    });

    it('reads every key in either spelling, the id in either case', async () => {
      const spelled = clone(backup);
      const underscore = (key: string) => {
        const [prefix, id] = key.split('#');
        return `${prefix}_${id!.toUpperCase()}`;
      };
      spelled.project.key = underscore(spelled.project.key);
      for (const item of spelled.items) {
        item.key = underscore(item.key);
        if (typeof item.content.personaSK === 'string') {
          item.content.personaSK = underscore(item.content.personaSK);
        }
      }
      const response = await restore(owner, spelled);
      expect(response.status, response.text).toBe(201);
      const copies = await itemsOf(owner, response.body.SK);
      const persona = copies.get('ux-personas')![0]!;
      expect(copies.get('empathy-maps')![0]!.personaSK).toBe(persona.SK);
    });

    it('keeps the order and the latest picture of each type, as the original showed them', async () => {
      // Two more empathy maps, the last one with its own picture: the project shows it.
      const twice = clone(backup);
      const at = indexOfType(twice, 'empathyMap');
      const map = twice.items[at]!;
      const extra = (name: string, image: typeof map.image) => ({
        ...clone(map),
        key: buildKey(FEATURES.byType('empathyMap')!.keyKind, randomUUID()),
        name,
        image,
      });
      const green = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#00ff00' },
      })
        .png()
        .toBuffer();
      twice.items.splice(
        at + 1,
        0,
        extra('Second map', null),
        extra('Third map', { contentType: 'image/png', base64: green.toString('base64') }),
      );
      const response = await restore(owner, twice);
      expect(response.status, response.text).toBe(201);
      const list = await suite.api.get(`/api/empathy-maps/${pathKey(response.body.SK)}`, {
        token: owner.token,
      });
      expect(list.body.map((item: { name: string }) => item.name)).toEqual([
        'Third map',
        'Second map',
        map.name,
      ]);
      expect(await imageBytes(response.body.thumbnails.empathyMap)).toEqual(green);
    });

    it('re-encodes a picture with metadata, as an upload would', async () => {
      const tagged = clone(backup);
      const persona = tagged.items[indexOfType(tagged, 'uxPersona')]!;
      const withExif = await sharp({
        create: { width: 30, height: 20, channels: 3, background: '#123456' },
      })
        .withMetadata({ exif: { IFD0: { Copyright: 'Somebody' } } })
        .jpeg()
        .toBuffer();
      persona.image = { contentType: 'image/jpeg', base64: withExif.toString('base64') };
      const response = await restore(owner, tagged);
      expect(response.status, response.text).toBe(201);
      const stored = await imageBytes(response.body.uxPersonaThumbnailPath);
      expect(stored).not.toEqual(withExif);
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(stored.includes('Somebody')).toBe(false);
    });
  });

  describe('a refused restore changes nothing', () => {
    async function expectRefused(
      user: SignedInUser,
      body: unknown,
      status: number,
      message: string,
    ) {
      const before = await snapshot();
      const response = await restore(user, body);
      expectReadableError(response, status);
      expect(response.body.message).toBe(message);
      expect(await snapshot()).toEqual(before);
    }

    /** The backup with one change. */
    const changed = (change: (copy: Backup) => void) => {
      const copy = clone(backup);
      change(copy);
      return copy;
    };

    const cases: [string, () => [body: unknown, message: string]][] = [
      [
        'a file of another format',
        () => [
          changed((b) => ((b as any).format = 'other/thing')),
          BACKUP_MESSAGES.otherFormat('other/thing'),
        ],
      ],
      [
        'a file of a future version',
        () => [changed((b) => ((b as any).version = 2)), BACKUP_MESSAGES.newerVersion(2)],
      ],
      [
        'a version that is not one',
        () => [changed((b) => ((b as any).version = '1')), BACKUP_MESSAGES.unknownVersion],
      ],
      ['a list, not a backup', () => [[backup], BACKUP_MESSAGES.notABackup]],
      [
        'a date that is not one',
        () => [changed((b) => (b.exportedAt = 'yesterday')), BACKUP_MESSAGES.exportedAt],
      ],
      [
        'a project name too short',
        () => [
          changed((b) => (b.project.name = ' a ')),
          BACKUP_MESSAGES.inProject(MESSAGES.projectNameTooShort),
        ],
      ],
      [
        'an item of a type this site does not serve',
        () => {
          const body = changed((b) => (b.items[1]!.type = 'moodBoard'));
          const name = body.items[1]!.name;
          return [
            body,
            BACKUP_MESSAGES.inItem(`Item 2 (“${name}”)`, BACKUP_MESSAGES.unknownType('moodBoard')),
          ];
        },
      ],
      [
        'more items of a type than a project holds',
        () => {
          const at = indexOfType(backup, 'empathyMap');
          const body = changed((b) => {
            const map = b.items[at]!;
            const more = Array.from({ length: servedAt('empathy-maps').maxPerProject }, () => ({
              ...clone(map),
              key: buildKey(FEATURES.byType('empathyMap')!.keyKind, randomUUID()),
            }));
            b.items.splice(at + 1, 0, ...more);
          });
          const over = at + servedAt('empathy-maps').maxPerProject;
          return [body, BACKUP_MESSAGES.inItem(labelOf(body, over), MESSAGES.maxFeatures)];
        },
      ],
      [
        'two items with one key',
        () => {
          const at = indexOfType(backup, 'empathyMap');
          const body = changed((b) => b.items.push(clone(b.items[at]!)));
          return [
            body,
            BACKUP_MESSAGES.inItem(
              labelOf(body, body.items.length - 1),
              BACKUP_MESSAGES.duplicateKey,
            ),
          ];
        },
      ],
      [
        'a key of another type',
        () => {
          const at = indexOfType(backup, 'empathyMap');
          const body = changed((b) => (b.items[at]!.key = buildKey('project', randomUUID())));
          return [
            body,
            BACKUP_MESSAGES.inItem(labelOf(body, at), MESSAGES.invalidKey('empathy map')),
          ];
        },
      ],
      [
        'a content field too long',
        () => {
          const at = indexOfType(backup, 'uxPersona');
          const body = changed((b) => (b.items[at]!.content.biography = 'b'.repeat(1001)));
          return [
            body,
            BACKUP_MESSAGES.inItem(labelOf(body, at), MESSAGES.tooLong('Biography', 1000)),
          ];
        },
      ],
      [
        'an item name too long',
        () => {
          const at = indexOfType(backup, 'empathyMap');
          const body = changed((b) => (b.items[at]!.name = 'n'.repeat(100)));
          // A long name is cut where the message shows it.
          const label = `Item ${at + 1} (empathy map “${'n'.repeat(40)}…”)`;
          return [body, BACKUP_MESSAGES.inItem(label, MESSAGES.featureNameTooLong)];
        },
      ],
      [
        'picture bytes that are no image',
        () => {
          const at = indexOfType(backup, 'uxPersona');
          const body = changed(
            (b) => (b.items[at]!.image!.base64 = randomBytes(3000).toString('base64')),
          );
          return [body, BACKUP_MESSAGES.inItem(labelOf(body, at), MESSAGES.onlyImages)];
        },
      ],
      [
        'a picture that is not base64',
        () => {
          const at = indexOfType(backup, 'uxPersona');
          const body = changed(
            (b) => (b.items[at]!.image!.base64 = `!${b.items[at]!.image!.base64.slice(1)}`),
          );
          return [body, BACKUP_MESSAGES.inItem(labelOf(body, at), BACKUP_MESSAGES.imageNotBase64)];
        },
      ],
      [
        'a picture of another type than it says',
        () => {
          const at = indexOfType(backup, 'uxPersona');
          const body = changed((b) => (b.items[at]!.image!.contentType = 'image/png'));
          return [
            body,
            BACKUP_MESSAGES.inItem(
              labelOf(body, at),
              BACKUP_MESSAGES.imageTypeMismatch('image/png'),
            ),
          ];
        },
      ],
      [
        'a picture over the upload limit',
        () => {
          const at = indexOfType(backup, 'uxPersona');
          const body = changed(
            (b) => (b.items[at]!.image!.base64 = 'A'.repeat(base64Length(MAX_UPLOAD_BYTES) + 4)),
          );
          return [body, BACKUP_MESSAGES.inItem(labelOf(body, at), MESSAGES.uploadTooLarge)];
        },
      ],
      [
        'a reference to an item the backup does not hold',
        () => {
          const at = indexOfType(backup, 'empathyMap');
          const body = changed(
            (b) =>
              (b.items[at]!.content.personaSK = buildKey(
                FEATURES.byType('uxPersona')!.keyKind,
                randomUUID(),
              )),
          );
          return [body, BACKUP_MESSAGES.inItem(labelOf(body, at), MESSAGES.personaNotInProject)];
        },
      ],
      [
        'a reference to the persona when the backup leaves it out',
        () => {
          const at = indexOfType(backup, 'uxPersona');
          const body = changed((b) => b.items.splice(at, 1));
          const map = indexOfType(body, 'empathyMap');
          return [body, BACKUP_MESSAGES.inItem(labelOf(body, map), MESSAGES.personaNotInProject)];
        },
      ],
    ];

    it.each(cases)('%s', async (_what, make) => {
      const [body, message] = make();
      await expectRefused(owner, body, 400, message);
    });

    it('a file that is not JSON, or only part of one', async () => {
      for (const text of ['', 'not json', backupText.slice(0, backupText.length / 2)]) {
        const before = await snapshot();
        const response = await suite.api.post('/api/projects/restore', {
          token: owner.token,
          headers: { 'content-type': 'application/json' },
          body: text,
        });
        expectReadableError(response, 400);
        expect(response.body.message).toBe(BACKUP_MESSAGES.notABackup);
        expect(await snapshot()).toEqual(before);
      }
    });

    it('a file nested deeper than any call stack', async () => {
      const at = indexOfType(backup, 'sitemap');
      const depth = 100_000;
      const deep = `${'{"children":['.repeat(depth)}{}${']}'.repeat(depth)}`;
      const body = changed((b) => (b.items[at]!.content.root = 'DEEP'));
      const before = await snapshot();
      const response = await suite.api.post('/api/projects/restore', {
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body).replace('"DEEP"', deep),
      });
      expectReadableError(response, 400);
      expect(response.body.message).toBe(
        BACKUP_MESSAGES.inItem(labelOf(body, at), MESSAGES.maxSitemapDepth),
      );
      expect(await snapshot()).toEqual(before);
    });

    it('a user at the project limit', async () => {
      const full = await newUser(suite.api);
      for (let i = 0; i < MAX_PROJECTS; i++) await newProject(suite.api, full);
      await expectRefused(full, backup, 409, MESSAGES.maxProjects);
    });

    it('no signed-in user', async () => {
      const before = await snapshot();
      expectReadableError(await suite.api.post('/api/projects/restore', { json: backup }), 401);
      expect(await snapshot()).toEqual(before);
    });

    it('a file larger than a restore reads, before it is read', async () => {
      const before = await snapshot();
      // Headers only: the answer comes before any of the body would be read.
      const answer = await new Promise<{ status: number; body: any }>((resolve, reject) => {
        const request = http.request(`${suite.server.url}/api/projects/restore`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${owner.token}`,
            'content-type': 'application/json',
            'content-length': String(MAX_BACKUP_BYTES + 1),
          },
        });
        request.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, body: JSON.parse(text) }),
          );
        });
        request.on('error', reject);
        request.flushHeaders();
      });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe(BACKUP_MESSAGES.tooLarge);
      expect(await snapshot()).toEqual(before);
    });

    it('a failure after the pictures are stored deletes them again', async () => {
      // The account is gone by the time the rows are written: the pictures were stored.
      const store = new FileSystemBlobStore(
        blobDir(),
        new ImageUrlSigner(suite.server.config.jwtSecret),
      );
      const stored: string[] = [];
      const blobs = Object.assign(Object.create(store), {
        put: (key: string, body: Buffer, contentType: string) => {
          stored.push(key);
          return store.put(key, body, contentType);
        },
      }) as FileSystemBlobStore;
      const before = await snapshot();
      const failed = restoreProject(
        { db: suite.server.db, blobs, features: FEATURES, onCleanupFailure: () => {} },
        randomUUID(),
        backup,
      );
      await expect(failed).rejects.toBeInstanceOf(HttpError);
      await expect(failed).rejects.toMatchObject({
        statusCode: 401,
        message: MESSAGES.accountGone,
      });
      expect(stored.length).toBe(backup.items.filter((item) => item.image).length);
      expect(await snapshot()).toEqual(before);
    });

    it('two restores racing for the last place: one project, the loser leaves nothing', async () => {
      const racer = await newUser(suite.api);
      for (let i = 0; i < MAX_PROJECTS - 1; i++) await newProject(suite.api, racer);
      const before = await snapshot();
      const answers = await Promise.all([restore(racer, backup), restore(racer, backup)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const after = await snapshot();
      const pictures = backup.items.filter((item) => item.image).length;
      expect(after.projects).toBe(before.projects + 1);
      expect(after.items).toBe(before.items + backup.items.length);
      expect(after.files.length).toBe(before.files.length + pictures);
    });
  });

  describe('properties', () => {
    it('any truncation of a backup is refused as not a backup, changing nothing', async () => {
      const before = await snapshot();
      // Short of the document's last character: the file's closing newline is not JSON.
      const document = backupText.trimEnd();
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: document.length - 1 }), async (length) => {
          const response = await suite.api.post('/api/projects/restore', {
            token: owner.token,
            headers: { 'content-type': 'application/json' },
            body: document.slice(0, length),
          });
          expectReadableError(response, 400);
          expect(response.body.message).toBe(BACKUP_MESSAGES.notABackup);
        }),
        { numRuns: RUNS },
      );
      expect(await snapshot()).toEqual(before);
    });

    it('an altered backup is restored whole and valid, or refused changing nothing', async () => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(
          fc.array(alteration(), { minLength: 1, maxLength: 3 }),
          async (changes) => {
            const altered = clone(backup) as unknown as Json;
            for (const change of changes) change(altered);
            const response = await restore(owner, altered);
            if (response.status === 201) {
              await expectValidProject(owner, response.body);
              const deleted = await suite.api.delete(
                `/api/projects/${pathKey(owner.userPK)}/${pathKey(response.body.SK)}`,
                { token: owner.token },
              );
              expect(deleted.status).toBe(204);
            } else {
              expectReadableError(response, 400);
            }
            // Refused, or restored and deleted: the same rows and blobs as before.
            expect(await snapshot()).toEqual(before);
          },
        ),
        { numRuns: RUNS },
      );
    });

    /** Every item of the project passes its type's save schema, as its editor would send it. */
    async function expectValidProject(user: SignedInUser, restored: Project) {
      expect(projectSchema.safeParse(restored).success).toBe(true);
      const items = await itemsOf(user, restored.SK);
      for (const [route, details] of items) {
        const def = servedAt(route);
        for (const detail of details) {
          const body = {
            ...contentOf(route, detail),
            projectSK: detail.PK,
            [def.skField]: detail.SK,
          };
          const parsed = def.updateRequest.safeParse(body);
          expect(parsed.success, `${route}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
          if (detail.thumbnailPath) await imageBytes(detail.thumbnailPath);
        }
      }
    }
  });
});

describe.skipIf(SKIP)('restores with rate limits on', () => {
  const suite = serverForSuite({ RATE_LIMITS: 'on' });

  it('refuses the next restore of an account past its budget, before reading the file', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const backup = await suite.api.get(`/api/projects/${pathKey(project.SK)}/backup`, {
      token: user.token,
    });
    expect(backup.status).toBe(200);
    const { max } = DEFAULT_RATE_LIMITS.restorePerAccount;
    for (let i = 0; i < max; i++) {
      const restored = await suite.api.post('/api/projects/restore', {
        token: user.token,
        json: backup.body,
      });
      expect(restored.status).toBe(201);
    }
    const refused = await suite.api.post('/api/projects/restore', {
      token: user.token,
      json: backup.body,
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'tooManyRequests' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Counted per account: another user restores as usual.
    const other = await newUser(suite.api);
    const theirs = await suite.api.post('/api/projects/restore', {
      token: other.token,
      json: backup.body,
    });
    expect(theirs.status).toBe(201);
  });

  it('answers no HEAD on a backup (it would read every picture to send nothing)', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const head = await suite.api.call('HEAD', `/api/projects/${pathKey(project.SK)}/backup`, {
      token: user.token,
    });
    // Not the export: the path reads as the spec's GET /api/projects/{PK}/{SK}, whose
    // first key this is not.
    expect(head.status).toBe(400);
    expect(head.headers.get('content-disposition')).toBeNull();
  });
});
