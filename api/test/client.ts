import { randomUUID } from 'node:crypto';
import type { Project } from 'shared-contracts';

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or `undefined` for an empty or non-JSON body. */
  body: any;
  text: string;
  /** The refresh-token cookie this response set, if any ('' when it was cleared). */
  refreshCookie: string | undefined;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Value of the refresh-token cookie to send. */
  refreshCookie?: string;
}

/** A key for a URL path: `#` written as `%23`. */
export const pathKey = (key: string) => encodeURIComponent(key);

/** A small HTTP client over fetch, as any API consumer would use it. */
export class ApiClient {
  constructor(readonly baseUrl: string) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.refreshCookie !== undefined)
      headers.cookie = `refresh_token=${options.refreshCookie}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
    return {
      status: response.status,
      headers: response.headers,
      body: parsed,
      text,
      refreshCookie: cookie?.slice('refresh_token='.length).split(';')[0],
    };
  }

  get = (path: string, options?: CallOptions) => this.call('GET', path, options);
  post = (path: string, options?: CallOptions) => this.call('POST', path, options);
  patch = (path: string, options?: CallOptions) => this.call('PATCH', path, options);
  delete = (path: string, options?: CallOptions) => this.call('DELETE', path, options);
}

export interface SignedInUser {
  email: string;
  password: string;
  token: string;
  refreshCookie: string;
  userPK: string;
}

export const STRONG_PASSWORD = 'Str0ng-passw0rd';

/** Signs a new user up and in, as the auth modal does. */
export async function newUser(api: ApiClient, email = `user-${randomUUID()}@example.com`) {
  const signUp = await api.post('/api/auth/sign-up', {
    json: { username: email, password: STRONG_PASSWORD },
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  return signIn(api, email, STRONG_PASSWORD);
}

export async function signIn(
  api: ApiClient,
  email: string,
  password: string,
): Promise<SignedInUser> {
  const response = await api.post('/api/auth/sign-in', { json: { username: email, password } });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  const token: string = response.body.access_token;
  return {
    email,
    password,
    token,
    refreshCookie: response.refreshCookie!,
    userPK: claimsOf(token).PK,
  };
}

interface TokenClaims {
  PK: string;
  SK: string;
  username: string;
  authMethod: string;
  /** When the sign-in was made (epoch seconds), kept through refreshes. */
  auth_time: number;
  iat: number;
  exp: number;
}

/** The claims of an access token (its JWT payload), unverified. */
export function claimsOf(token: string): TokenClaims {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

/** Creates a project and returns it. */
export async function newProject(api: ApiClient, user: SignedInUser) {
  const response = await api.post('/api/projects', { token: user.token });
  if (response.status !== 201)
    throw new Error(`create project: ${response.status} ${response.text}`);
  return response.body as Project;
}

/** Creates an item of the type served at `/api/<route>` in the project; returns its detail. */
export async function newFeature(
  api: ApiClient,
  user: SignedInUser,
  route: string,
  projectSK: string,
) {
  const response = await api.post(`/api/${route}`, { token: user.token, json: { projectSK } });
  if (response.status !== 201)
    throw new Error(`create ${route}: ${response.status} ${response.text}`);
  return response.body as Record<string, any> & { PK: string; SK: string };
}
