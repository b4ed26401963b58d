import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-config-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const SHARED = {
  JWT_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://ux.example',
};
const S3 = { BLOB_STORE: 's3', S3_BUCKET: 'images' };
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('loadConfig: storage and scale-out settings', () => {
  it('keeps images in DATA_DIR/blobs, rate limits in memory, URLs for an hour by default', () => {
    const config = load({});
    expect(config.blobStore).toEqual({ kind: 'fs', dir: path.join(dataDir, 'blobs') });
    expect(config.redisUrl).toBeNull();
    expect(config.imageUrlTtlSeconds).toBe(3600);
  });

  it('reads the S3 settings', () => {
    const config = load({
      ...SHARED,
      ...S3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.blobStore).toEqual({
      kind: 's3',
      bucket: 'images',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('leaves S3 credentials to the AWS SDK when none are set', () => {
    const config = load({ ...SHARED, ...S3 });
    expect(config.blobStore).toMatchObject({ kind: 's3', endpoint: null, credentials: null });
  });

  it('refuses to start with S3 but no bucket, or half a key pair', () => {
    expect(() => load({ ...SHARED, BLOB_STORE: 's3' })).toThrow(/BLOB_STORE=s3 needs S3_BUCKET/);
    expect(() => load({ ...SHARED, ...S3, S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });

  it.each([
    ['BLOB_STORE=s3', S3],
    ['REDIS_URL', { REDIS_URL: 'redis://127.0.0.1:6379' }],
  ])('with %s, requires a shared JWT_SECRET and PUBLIC_URL', (shared, env) => {
    expect(() => load(env)).toThrow(
      new RegExp(`${shared} means running several instances.*JWT_SECRET and PUBLIC_URL`),
    );
    expect(() => load({ ...env, PUBLIC_URL: SHARED.PUBLIC_URL })).toThrow(/share one JWT_SECRET:/);
    expect(() => load({ ...env, ...SHARED })).not.toThrow();
  });

  it.each([
    ['an unknown store', { BLOB_STORE: 'gcs' }, /BLOB_STORE/],
    ['a TTL under a minute', { IMAGE_URL_TTL_SECONDS: '59' }, /at least 60/],
    ['a TTL S3 cannot presign', { IMAGE_URL_TTL_SECONDS: '302401' }, /at most 302400/],
    ['a Redis URL of another scheme', { REDIS_URL: 'http://x' }, /redis:\/\//],
  ])('refuses %s', (_name, env, message) => {
    expect(() => load({ ...SHARED, ...env })).toThrow(message);
  });
});

describe('loadConfig: Google sign-in and email', () => {
  const GOOGLE = { GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' };

  it('has Google sign-in off and email in the outbox unless configured', () => {
    const config = load({});
    expect(config.google).toBeNull();
    expect(config.mail).toEqual({ kind: 'outbox' });
  });

  it("uses Google's issuer and the site's / as the redirect URL by default", () => {
    expect(load({ ...GOOGLE, PUBLIC_URL: 'https://ux.example/' }).google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'client',
      clientSecret: 'secret',
      redirectUrl: 'https://ux.example/',
    });
    const custom = load({
      ...GOOGLE,
      GOOGLE_ISSUER: 'http://127.0.0.1:9400',
      GOOGLE_REDIRECT_URL: 'http://localhost:5173/',
    }).google;
    expect(custom).toMatchObject({
      issuer: 'http://127.0.0.1:9400',
      redirectUrl: 'http://localhost:5173/',
    });
  });

  it('refuses half a client, or a plain-http provider on another machine', () => {
    expect(() => load({ GOOGLE_CLIENT_ID: 'client' })).toThrow(
      /both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    expect(() => load({ ...GOOGLE, GOOGLE_ISSUER: 'http://idp.example' })).toThrow(
      /GOOGLE_ISSUER must be an https:\/\/ URL/,
    );
  });

  it('sends email over SMTP_URL, from SMTP_FROM or no-reply at the public host', () => {
    expect(
      load({ SMTP_URL: 'smtp://u:p@mail.example:587', PUBLIC_URL: 'https://ux.example' }).mail,
    ).toEqual({
      kind: 'smtp',
      url: 'smtp://u:p@mail.example:587',
      from: 'UX artefacts <no-reply@ux.example>',
    });
    expect(
      load({ SMTP_URL: 'smtps://mail.example', SMTP_FROM: 'ux@example.com' }).mail,
    ).toMatchObject({
      from: 'ux@example.com',
    });
    expect(() => load({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL must look like/);
  });
});
