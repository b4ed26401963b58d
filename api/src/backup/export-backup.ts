import { Readable } from 'node:stream';
import {
  type BackupItem,
  buildKey,
  PROJECT_BACKUP_FILE_SUFFIX,
  PROJECT_BACKUP_FORMAT,
  PROJECT_BACKUP_VERSION,
} from 'shared-contracts';
import type { FeatureCatalog } from '../features/catalog.js';
import type { BlobStore } from '../images/blob-store.js';
import type { BackupRow } from '../store/project-backup.js';
import type { StoredProject } from '../store/projects.js';

/*
 * The backup file of a project (shared-contracts schemas/project-backup.ts). Written as a
 * stream, an item at a time, each picture read from the blob store only when its turn
 * comes: a project's pictures may weigh far more than one response should hold in memory.
 */

/** Characters a file name keeps: letters, digits, spaces and a little punctuation. */
const UNSAFE_IN_FILE_NAME = /[^\p{L}\p{N} ._()-]+/gu;
/** A name's length in the file name: the rest of a 99-character name adds nothing. */
const FILE_NAME_LENGTH = 80;

/** `<project name>.uxbackup.json`, with nothing a file system or a header could trip on. */
export function backupFileName(projectName: string): string {
  const safe = [...projectName.replace(UNSAFE_IN_FILE_NAME, '_').replace(/\s+/g, ' ').trim()]
    .slice(0, FILE_NAME_LENGTH)
    .join('')
    .trim()
    .replace(/^\.+/, '');
  return `${safe || 'project'}${PROJECT_BACKUP_FILE_SUFFIX}`;
}

/**
 * The download header: the name in UTF-8 (RFC 6266 `filename*`) for browsers, which all
 * read it, and an ASCII copy in `filename` for any client that does not.
 */
export function backupContentDisposition(projectName: string): string {
  const name = backupFileName(projectName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One item's JSON text, its picture's base64 written in without another copy of it. */
function itemText(
  item: Omit<BackupItem, 'image'>,
  image: { contentType: string; base64: string } | null,
): string {
  const fields = JSON.stringify(item).slice(0, -1);
  if (!image) return `${fields},"image":null}`;
  return `${fields},"image":{"contentType":${JSON.stringify(image.contentType)},"base64":"${image.base64}"}}`;
}

async function* backupText(
  source: { project: StoredProject; items: readonly BackupRow[] },
  catalog: FeatureCatalog,
  blobs: BlobStore,
  exportedAt: Date,
  onMissingImage: (key: string) => void,
): AsyncGenerator<string> {
  const { project, items } = source;
  const head = {
    format: PROJECT_BACKUP_FORMAT,
    version: PROJECT_BACKUP_VERSION,
    exportedAt: exportedAt.toISOString(),
    project: {
      key: buildKey('project', project.id),
      name: project.name,
      description: project.description,
    },
  };
  yield `${JSON.stringify(head).slice(0, -1)},"items":[`;
  for (const [index, row] of items.entries()) {
    const def = catalog.byType(row.type)!;
    let image: { contentType: string; base64: string } | null = null;
    if (row.thumbnailKey) {
      const blob = await blobs.get(row.thumbnailKey);
      // Gone from the store (a failed delete's twin): the item is still worth keeping.
      if (blob) image = { contentType: blob.contentType, base64: blob.body.toString('base64') };
      else onMissingImage(row.thumbnailKey);
    }
    const item = {
      type: row.type,
      key: buildKey(def.keyKind, row.id),
      name: row.name,
      content: row.content,
    };
    // An item a line, so the file reads (and compares) an item at a time.
    yield `${index > 0 ? ',' : ''}\n${itemText(item, image)}`;
  }
  yield '\n]}\n';
}

/** The backup of a project as a stream of its JSON text. */
export function backupStream(
  source: { project: StoredProject; items: readonly BackupRow[] },
  catalog: FeatureCatalog,
  blobs: BlobStore,
  exportedAt: Date,
  onMissingImage: (key: string) => void,
): Readable {
  return Readable.from(backupText(source, catalog, blobs, exportedAt, onMissingImage), {
    objectMode: false,
  });
}
