import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('shared-auth', () => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      message: string,
      readonly body?: unknown,
    ) {
      super(message);
    }
  }
  const apiJson = vi.fn();
  const sendJson = (method: string, path: string, body: unknown, schema?: unknown) =>
    apiJson(
      path,
      { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      schema,
    );
  return { ApiError, apiJson, sendJson, uploadImage: vi.fn() };
});

const { ApiError, apiJson } = await import('shared-auth');
const { createFeature, fetchFeatureList } = await import('./feature-api');

const P = 'PROJECT#0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f';
const mockedApiJson = vi.mocked(apiJson);

describe('feature lists', () => {
  // A block body: a function returned from beforeEach would be run as its cleanup.
  beforeEach(() => {
    mockedApiJson.mockReset();
  });

  it("asks for the project's items with the key percent-encoded", async () => {
    mockedApiJson.mockResolvedValue([]);
    await fetchFeatureList('empathyMap', P);
    expect(mockedApiJson.mock.calls[0]?.[0]).toBe(
      '/api/empathy-maps/PROJECT%230b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f',
    );
  });

  it('treats a 404 as an empty list (spec §7)', async () => {
    mockedApiJson.mockRejectedValue(new (ApiError as any)(404, 'Project not found'));
    await expect(fetchFeatureList('uxPersona', P)).resolves.toEqual([]);
  });

  it('lets other failures through', async () => {
    mockedApiJson.mockRejectedValue(new (ApiError as any)(500, 'boom'));
    await expect(fetchFeatureList('competitorAnalysis', P)).rejects.toThrow('boom');
  });
});

describe('creating an item', () => {
  // A block body: a function returned from beforeEach would be run as its cleanup.
  beforeEach(() => {
    mockedApiJson.mockReset();
  });

  it('posts the project key and answers the new keys', async () => {
    mockedApiJson.mockResolvedValue({ PK: P, SK: 'COMPAN#x', name: 'Competitor analysis' });
    await expect(createFeature('competitorAnalysis', P)).resolves.toEqual({
      PK: P,
      SK: 'COMPAN#x',
    });
    const [path, init] = mockedApiJson.mock.calls[0]!;
    expect(path).toBe('/api/competitor-analysis');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ projectSK: P });
  });
});
