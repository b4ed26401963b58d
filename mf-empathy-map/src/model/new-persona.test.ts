import { defaultUxPersonaContent, type UxPersona, updateUxPersonaRequest } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { namedPersonaRequest } from './new-persona';

const created = {
  PK: 'PROJECT#0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f',
  SK: 'UXPERS#1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  projectSK: 'PROJECT#0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f',
  uxPersonaSK: 'UXPERS#1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  ...defaultUxPersonaContent(() => crypto.randomUUID()),
  thumbnailPath: null,
  version: 1,
  UPDATED_AT: 2,
  CREATED_AT: 1,
} as UxPersona;

describe('namedPersonaRequest', () => {
  it('is the whole created persona under its new name, as PATCH takes it', () => {
    const request = namedPersonaRequest(created, '  Careful Carla ');
    expect(request.name).toBe('Careful Carla');
    expect(request.skills).toEqual(created.skills);
    expect(request.uxPersonaSK).toBe(created.uxPersonaSK);
    expect(updateUxPersonaRequest.safeParse(request).success).toBe(true);
  });

  it('leaves out what the server owns: keys, photo URL and timestamps', () => {
    const request = namedPersonaRequest(created, 'Carla');
    for (const field of ['PK', 'SK', 'thumbnailPath', 'UPDATED_AT', 'CREATED_AT']) {
      expect(request).not.toHaveProperty(field);
    }
    expect(request.version).toBe(created.version);
  });
});
