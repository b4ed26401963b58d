import { messageCode } from 'shared-contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiResponse,
  newFeature,
  newProject,
  newUser,
  pathKey,
  type SignedInUser,
} from './client.js';
import { SKIP, serverForSuite } from './harness.js';

/**
 * Bodies that are cut off, empty or not what their content type says (issue 17): each
 * is the client's mistake, answered with a readable 4xx that changes nothing, or, for an
 * empty JSON body where none is needed, simply served.
 */

const BOUNDARY = 'x-boundary-17';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const textPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const imageHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
const MALFORMED =
  'The upload was cut off or is not valid multipart/form-data. Please send it again.';

describe.skipIf(SKIP)('request bodies that are cut off, empty or of the wrong type', () => {
  const suite = serverForSuite();
  let user: SignedInUser;
  let item: Record<string, any>;
  let png: Buffer;
  const itemPath = () => `/api/empathy-maps/${pathKey(item.PK)}/${pathKey(item.SK)}`;
  const upload = (body: string | Buffer, type = MULTIPART) =>
    suite.api.post('/api/empathy-maps/upload-thumbnail', {
      token: user.token,
      headers: { 'content-type': type },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
  const keys = () => textPart('PK', item.PK) + textPart('SK', item.SK);

  beforeAll(async () => {
    user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    item = await newFeature(suite.api, user, 'empathy-maps', project.SK);
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2c4' } })
      .png()
      .toBuffer();
  });

  function expectRefused(response: ApiResponse, status: number, message: string) {
    expect([response.status, response.body]).toEqual([
      status,
      { statusCode: status, error: expect.any(String), message, ...messageCode(message) },
    ]);
  }

  it.each([
    [
      'cut off inside the image',
      () => Buffer.concat([Buffer.from(keys() + imageHead), png.subarray(0, 40)]),
    ],
    [
      'cut off inside a part header',
      () => `${keys()}--${BOUNDARY}\r\nContent-Disposition: form-da`,
    ],
    ['not multipart at all', () => 'hello, world'],
  ])('a multipart body %s → 400, nothing stored', async (_, body) => {
    expectRefused(await upload(body()), 400, MALFORMED);
    expect((await suite.api.get(itemPath(), { token: user.token })).body.thumbnailPath).toBe(
      item.thumbnailPath,
    );
  });

  it('a multipart content type without its boundary → 400', async () => {
    expectRefused(await upload(keys(), 'multipart/form-data'), 400, MALFORMED);
  });

  it('an upload sent as JSON → 415', async () => {
    const response = await upload(JSON.stringify({ PK: item.PK }), 'application/json');
    expectRefused(response, 415, 'The request must be multipart/form-data');
  });

  it('the whole multipart body, for comparison → 200', async () => {
    const whole = Buffer.concat([
      Buffer.from(keys() + imageHead),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const response = await upload(whole);
    expect(response.status, response.text).toBe(200);
  });

  it('an empty JSON body where none is needed is no body: the request is served', async () => {
    const json = { 'content-type': 'application/json' };
    const created = await suite.api.post('/api/projects', { token: user.token, headers: json });
    expect(created.status, created.text).toBe(201);
    const signOut = await suite.api.post('/api/auth/revoke-token', { headers: json, body: '' });
    expect(signOut.status).toBe(200);
  });

  it('an empty or null JSON body where an object is needed → 400 saying so', async () => {
    for (const body of ['', 'null', '[]']) {
      const response = await suite.api.patch('/api/projects', {
        token: user.token,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expectRefused(response, 400, 'The request body must be a JSON object');
    }
  });
});
