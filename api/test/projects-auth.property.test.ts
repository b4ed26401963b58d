import fc from 'fast-check';
import { MESSAGES, signUpRequest, updateProjectRequest } from 'shared-contracts';
import {
  boundedText,
  canonicalKey,
  emailField,
  looseEmail,
  nearMissesOf,
  passwordField,
  projectFields,
  projectName,
  projectUpdate,
  signInFields,
  spaces,
  strongPassword,
  signInRequest as validSignIn,
  signUpRequest as validSignUp,
} from 'shared-contracts/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, newProject, newUser, pathKey, type SignedInUser } from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import {
  API_RUNS,
  expectReadableError,
  expectRefusal,
  pick,
  refused,
  type Sent,
  spellingsOf,
  UNSTORABLE_TEXT,
  valid,
  withoutServerFields,
} from './property-support.js';

/*
 * PATCH /api/projects, sign-up and sign-in with generated bodies: what is valid is kept
 * exactly (as the schema reads it) or works as an account; anything else is a 4xx with a
 * readable message, never a 5xx, and changes nothing.
 */

const around = (text: fc.Arbitrary<string>) =>
  fc.tuple(spaces, text, spaces).map(([before, inner, after]) => `${before}${inner}${after}`);

type Either = { valid: 'either'; what: string; body: Record<string, unknown> };

describe.skipIf(SKIP)('project PATCH with generated bodies', () => {
  const suite = serverForSuite();
  const world = {} as { user: SignedInUser; PK: string; SK: string };

  beforeAll(async () => {
    world.user = await newUser(suite.api);
    const project = await newProject(suite.api, world.user);
    Object.assign(world, { PK: project.PK, SK: project.SK });
  });

  async function stored() {
    const path = `/api/projects/${pathKey(world.PK)}/${pathKey(world.SK)}`;
    const response = await suite.api.get(path, { token: world.user.token });
    expect(response.status, response.text).toBe(200);
    return withoutServerFields(response.body);
  }

  it('kept exactly, or refused with a 4xx and nothing changed', async () => {
    const SK = spellingsOf('project', world.SK);
    // Spaces around the name, line breaks and no description at all: read as the schema reads them.
    const loose = fc.record(
      { SK, name: around(projectName), description: boundedText(499) },
      { requiredKeys: ['SK', 'name'] },
    );
    const unstorable = fc
      .tuple(
        projectUpdate(SK),
        fc.constantFrom('name', 'description'),
        fc.constantFrom(...UNSTORABLE_TEXT),
      )
      .map(
        ([body, field, text]): Either => ({
          valid: 'either',
          what: `${field} = ${JSON.stringify(text)}`,
          body: { ...body, [field]: `abc${text}` },
        }),
      );
    const elsewhere = fc.tuple(projectUpdate(), canonicalKey('project')).map(([body, other]) =>
      refused(
        {
          what: 'SK of no project',
          body: { ...body, SK: other },
          message: MESSAGES.notFound('Project'),
        },
        404,
      ),
    );
    const bodies = fc.oneof(
      { weight: 2, arbitrary: projectUpdate(SK).map(valid) },
      { weight: 2, arbitrary: loose.map(valid) },
      {
        weight: 4,
        arbitrary: nearMissesOf(projectUpdate(SK), projectFields()).map((m) => refused(m)),
      },
      { weight: 1, arbitrary: unstorable },
      { weight: 1, arbitrary: elsewhere },
    );
    const { token } = world.user;
    await fc.assert(
      fc.asyncProperty(bodies, async (sent: Sent | Either) => {
        const before = await stored();
        const body = sent.valid === false ? sent.miss.body : sent.body;
        const response = await suite.api.patch('/api/projects', { token, json: body });
        if (sent.valid === true || (sent.valid === 'either' && response.status === 200)) {
          expect(response.status, response.text.slice(0, 300)).toBe(200);
          const expected = updateProjectRequest.parse(body);
          expect(pick(response.body, expected)).toEqual(expected);
          expect(pick(await stored(), expected)).toEqual(expected);
          return;
        }
        if (sent.valid === false) expectRefusal(response, sent.miss, sent.status);
        else expectReadableError(response);
        expect(await stored()).toEqual(before);
      }),
      { numRuns: API_RUNS },
    );
  });
});

describe.skipIf(SKIP)('sign-up and sign-in with generated bodies', () => {
  const suite = serverForSuite();

  it('a valid sign-up makes an account that signs in under any spelling of its email', async () => {
    const registered = new Set<string>();
    const signUps = fc.oneof(
      {
        weight: 1,
        arbitrary: fc.record({ username: around(looseEmail), password: strongPassword }).map(valid),
      },
      {
        weight: 2,
        arbitrary: nearMissesOf(validSignUp, [
          ...emailField('username', MESSAGES.signUpEmailPattern),
          ...passwordField('password', MESSAGES.passwordPolicy),
        ]).map((m) => refused(m)),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            validSignUp,
            fc.constantFrom('username', 'password'),
            fc.constantFrom(...UNSTORABLE_TEXT),
          )
          .map(
            ([body, field, text]): Either => ({
              valid: 'either',
              what: `${field} with ${JSON.stringify(text)}`,
              body: {
                ...body,
                [field]:
                  field === 'password' ? `${body.password}${text}` : `a${text}${body.username}`,
              },
            }),
          ),
      },
    );
    await fc.assert(
      fc.asyncProperty(signUps, async (sent: Sent | Either) => {
        const body = sent.valid === false ? sent.miss.body : sent.body;
        const response = await suite.api.post('/api/auth/sign-up', { json: body });
        if (sent.valid === false) return expectRefusal(response, sent.miss);
        if (sent.valid === 'either' && response.status !== 201) {
          if (response.status === 409) return;
          return expectReadableError(response);
        }
        const { username, password } = signUpRequest.parse(body);
        if (registered.has(username)) {
          expectReadableError(response, 409);
          expect(response.body.message).toBe(MESSAGES.userExists);
          return;
        }
        expect(response.status, response.text).toBe(201);
        registered.add(username);
        // Shouted with spaces around, where upper case maps back ('ß' becomes 'SS', not back).
        const shouted = ` ${username.toUpperCase()} `;
        const spelling = shouted.trim().toLowerCase() === username ? shouted : username;
        const signIn = await suite.api.post('/api/auth/sign-in', {
          json: { username: spelling, password },
        });
        expect(signIn.status, signIn.text).toBe(200);
        expect(claimsOf(signIn.body.access_token).username).toBe(username);
        const wrong = await suite.api.post('/api/auth/sign-in', {
          json: { username, password: password === 'Wr0ng-pass' ? 'Other-pass1' : 'Wr0ng-pass' },
        });
        expectReadableError(wrong, 401);
        expect(wrong.body.message).toBe(MESSAGES.wrongCredentials);
      }),
      { numRuns: API_RUNS },
    );
  });

  it('sign-in: a readable 4xx for anything that is not an account, never a 5xx', async () => {
    const signIns = fc.oneof(
      { weight: 1, arbitrary: validSignIn.map(valid) },
      { weight: 2, arbitrary: nearMissesOf(validSignIn, signInFields()).map((m) => refused(m)) },
    );
    await fc.assert(
      fc.asyncProperty(signIns, async (sent) => {
        const body = sent.valid ? sent.body : sent.miss.body;
        const response = await suite.api.post('/api/auth/sign-in', { json: body });
        if (!sent.valid) return expectRefusal(response, sent.miss);
        expectReadableError(response, 401);
        expect(response.body.message).toBe(MESSAGES.wrongCredentials);
      }),
      { numRuns: API_RUNS },
    );
  });
});
