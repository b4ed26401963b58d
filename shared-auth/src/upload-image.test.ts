// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from './token-store';
import { uploadImage } from './upload-image';

describe('uploadImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends PK, SK and the image as multipart with the bearer', async () => {
    tokenStore.set('header.payload.signature');
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ thumbnailPath: '/api/images/x.jpg' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const answer = await uploadImage(
      '/api/empathy-maps/upload-thumbnail',
      { PK: 'PROJECT#1', SK: 'EMPMAP#2' },
      new Blob(['jpeg bytes'], { type: 'image/jpeg' }),
      'thumbnail.jpg',
    );

    expect(answer).toEqual({ thumbnailPath: '/api/images/x.jpg' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/empathy-maps/upload-thumbnail');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer header.payload.signature');
    const form = init.body as FormData;
    expect(form.get('PK')).toBe('PROJECT#1');
    expect(form.get('SK')).toBe('EMPMAP#2');
    expect((form.get('image') as File).name).toBe('thumbnail.jpg');
  });

  it("rejects with the server's message", async () => {
    tokenStore.set('header.payload.signature');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Only images are allowed!' }), { status: 400 }),
      ),
    );
    await expect(
      uploadImage('/api/ux-personas/upload-thumbnail', { PK: 'P', SK: 'S' }, new Blob(['x'])),
    ).rejects.toThrow('Only images are allowed!');
  });
});
