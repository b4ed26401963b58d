import { type FakeApiSession, installFakeApi } from 'editor-kit/testing';

/**
 * The editor's component tests' server: the API fake built from the shared schemas
 * (editor-kit/testing), signed in, holding one project with one empathy map and a persona
 * library (Anna and Bob first).
 */
export interface MapWorld {
  api: FakeApiSession;
  /** The project's key (the map's PK) and the map's own. */
  P: string;
  S: string;
  ANNA: string;
  BOB: string;
}

interface WorldOptions {
  /** Which persona the map has chosen: Anna (default), Bob, or none. */
  chosen?: 'anna' | 'bob' | null;
  /** How many personas the project has (Anna and Bob first). */
  personaCount?: number;
  /** Whether the page's user is signed in (the default) or a guest. */
  signedIn?: boolean;
}

export function mapWorld({
  chosen = 'anna',
  personaCount = 2,
  signedIn = true,
}: WorldOptions = {}): MapWorld {
  const api = installFakeApi({ signedIn });
  const { SK: P } = api.addProject({ name: 'Shop' });
  const ANNA = api.addItem('uxPersona', P, { name: 'Anna' }).SK;
  const BOB = api.addItem('uxPersona', P, { name: 'Bob' }).SK;
  for (let n = 2; n < personaCount; n += 1)
    api.addItem('uxPersona', P, { name: `Persona ${n + 1}` });
  const personaSK = chosen === 'anna' ? ANNA : chosen === 'bob' ? BOB : null;
  const S = api.addItem('empathyMap', P, {
    name: 'Bargain hunter',
    says: 'Where is my code?',
    personaSK,
  }).SK;
  // The tests look at what the editor asks, from its first request on.
  api.calls.length = 0;
  return { api, P, S, ANNA, BOB };
}
