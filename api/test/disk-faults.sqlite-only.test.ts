import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { COMPETITOR_TEXT_MAX_LENGTH, MAX_COMPETITORS, MAX_CRITERIA } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../src/http/errors.js';
import { newFeature, newProject, newUser, type SignedInUser } from './client.js';
import { serverForSuite } from './harness.js';

/**
 * SQLite on a disk that fills up or turns read-only (issue 17): the request answers 503,
 * the file stays sound, nothing acknowledged is lost, and writes work again once the disk
 * does. Both faults are SQLite's own errors, raised by SQLite itself on the server's
 * connection: `max_page_count` makes it answer SQLITE_FULL exactly as a full disk does,
 * and `query_only` makes it answer SQLITE_READONLY as a read-only file does. (Filling a
 * real disk or taking its write permission needs a mount of its own, and CI runs as root,
 * whom file permissions do not stop.)
 */

/** The largest competitor analysis there is: far more pages than a fresh database holds. */
function largestTable(detail: Record<string, any>, label: string) {
  const columns = Array.from({ length: MAX_CRITERIA }, (_, i) => ({
    id: randomUUID(),
    name: `Criteria ${i + 1}`,
    type: 'string' as const,
  }));
  return {
    projectSK: detail.projectSK,
    competitorAnalysisSK: detail.competitorAnalysisSK,
    name: label,
    competitors: Array.from({ length: MAX_COMPETITORS }, (_, row) => ({
      id: randomUUID(),
      name: `Competitor ${row + 1}`,
      criterias: columns.map((column) => ({
        ...column,
        value: {
          id: randomUUID(),
          value: `${label} `.repeat(60).slice(0, COMPETITOR_TEXT_MAX_LENGTH),
        },
      })),
    })),
  };
}

describe('SQLite when its disk is full or read-only', () => {
  const suite = serverForSuite();
  const pragma = (text: string) => sql.raw(`pragma ${text}`).execute(suite.server.db.kysely);

  afterEach(async () => {
    await pragma('query_only = off');
    await pragma('max_page_count = 4294967294');
  });

  async function savedItem(user: SignedInUser, name: string) {
    const project = await newProject(suite.api, user);
    const item = await newFeature(suite.api, user, 'competitor-analysis', project.SK);
    const saved = await suite.api.patch('/api/competitor-analysis', {
      token: user.token,
      json: { ...largestTable(item, name), competitors: item.competitors },
    });
    expect(saved.status).toBe(200);
    return item;
  }

  async function expectSound(user: SignedInUser, item: Record<string, any>, name: string) {
    const { rows } = await pragma('integrity_check');
    expect(rows).toEqual([{ integrity_check: 'ok' }]);
    const path = `/api/competitor-analysis/${encodeURIComponent(item.PK)}/${encodeURIComponent(item.SK)}`;
    const stored = await suite.api.get(path, { token: user.token });
    expect(stored.body.name).toBe(name);
  }

  it('answers 503 on a full disk, keeps the file sound, and saves once there is room', async () => {
    const user = await newUser(suite.api);
    // A small item, whose largest save needs pages the file does not have.
    const item = await savedItem(user, 'kept');
    const { rows } = await pragma('page_count');
    await pragma(`max_page_count = ${(rows[0] as { page_count: number }).page_count}`);

    const full = await suite.api.patch('/api/competitor-analysis', {
      token: user.token,
      json: largestTable(item, 'lost'),
    });
    expect(full.status).toBe(503);
    expect(full.body.message).toBe(UNAVAILABLE_MESSAGE);
    await expectSound(user, item, 'kept');

    await pragma('max_page_count = 4294967294');
    const later = await suite.api.patch('/api/competitor-analysis', {
      token: user.token,
      json: largestTable(item, 'later'),
    });
    expect(later.status).toBe(200);
    await expectSound(user, item, 'later');
  });

  it('answers 503 on a read-only database, and saves once it is writable again', async () => {
    const user = await newUser(suite.api);
    const item = await savedItem(user, 'kept');
    await pragma('query_only = on');

    const readOnly = await suite.api.patch('/api/competitor-analysis', {
      token: user.token,
      json: largestTable(item, 'lost'),
    });
    expect(readOnly.status).toBe(503);
    expect(readOnly.body.message).toBe(UNAVAILABLE_MESSAGE);
    const created = await suite.api.post('/api/projects', { token: user.token });
    expect(created.status).toBe(503);
    await expectSound(user, item, 'kept');

    await pragma('query_only = off');
    expect((await suite.api.post('/api/projects', { token: user.token })).status).toBe(201);
  });
});
