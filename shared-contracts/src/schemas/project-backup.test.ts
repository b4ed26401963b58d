import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_BACKUP_BYTES, MAX_UPLOAD_BYTES } from '../limits.js';
import { MESSAGES } from '../messages.js';
import {
  BACKUP_IMAGE_TYPES,
  BACKUP_MESSAGES,
  backupImage,
  base64Length,
  PROJECT_BACKUP_FORMAT,
  PROJECT_BACKUP_VERSION,
  projectBackup,
} from './project-backup.js';

/** The example of the format's documentation, which outsiders copy. */
function documentedExample(): unknown {
  const doc = fs.readFileSync(
    path.join(import.meta.dirname, '../../../docs/backup-format.md'),
    'utf8',
  );
  const block = /```json\n([\s\S]*?)\n```/.exec(doc);
  expect(block, 'docs/backup-format.md has a JSON example').not.toBeNull();
  return JSON.parse(block![1]!);
}

describe('projectBackup', () => {
  it('reads the documented example', () => {
    const parsed = projectBackup.parse(documentedExample());
    expect(parsed.format).toBe(PROJECT_BACKUP_FORMAT);
    expect(parsed.version).toBe(PROJECT_BACKUP_VERSION);
  });

  it('documents the same format, version and file size as it checks', () => {
    const doc = fs.readFileSync(
      path.join(import.meta.dirname, '../../../docs/backup-format.md'),
      'utf8',
    );
    expect(doc).toContain(`"${PROJECT_BACKUP_FORMAT}"`);
    expect(doc).toContain(`\`${PROJECT_BACKUP_VERSION}\` for the format on this page`);
    expect(doc).toContain(`${MAX_BACKUP_BYTES / 1_000_000} MB`);
  });

  it('reads a project key in either spelling, to its # form', () => {
    const example = documentedExample() as { project: { key: string } };
    const spelled = {
      ...example,
      project: { ...example.project, key: example.project.key.replace('#', '_') },
    };
    expect(projectBackup.parse(spelled).project.key).toBe(example.project.key);
  });
});

describe('backupImage', () => {
  it('takes the types an upload takes, and base64 of an upload at most', () => {
    expect(BACKUP_IMAGE_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    const largest = 'A'.repeat(base64Length(MAX_UPLOAD_BYTES));
    expect(backupImage.safeParse({ contentType: 'image/png', base64: largest }).success).toBe(true);
    const larger = backupImage.safeParse({ contentType: 'image/png', base64: `${largest}AAAA` });
    expect(larger.error?.issues[0]?.message).toBe(MESSAGES.uploadTooLarge);
    const gif = backupImage.safeParse({ contentType: 'image/gif', base64: '' });
    expect(gif.error?.issues[0]?.message).toBe(MESSAGES.onlyImages);
  });

  it('counts base64 with its padding', () => {
    expect([0, 1, 2, 3, 4, 10_000_000].map(base64Length)).toEqual([0, 4, 4, 4, 8, 13_333_336]);
  });
});

describe('BACKUP_MESSAGES', () => {
  it('say which file, version and item a refusal is about', () => {
    expect(BACKUP_MESSAGES.tooLarge).toBe(
      'This backup is larger than 100 MB, the most this site restores',
    );
    expect(BACKUP_MESSAGES.otherFormat('x/y')).toContain('x/y');
    expect(BACKUP_MESSAGES.newerVersion(2)).toContain('backup version 2');
    expect(BACKUP_MESSAGES.inItem('Item 3 (UX persona “Anna”)', MESSAGES.onlyImages)).toBe(
      'Item 3 (UX persona “Anna”): Only images are allowed!',
    );
  });
});
