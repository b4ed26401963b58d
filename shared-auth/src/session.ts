import { AUTH_METHODS, type AuthMethod, RECENT_SIGN_IN_SECONDS } from 'shared-contracts';

export type { AuthMethod };

/** Who is signed in, as the access token says (spec §3 'User session', §6). */
export type Session = { PK: string; SK: string; username: string; authMethod: AuthMethod };

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Base64url (unpadded) to text, decoding the bytes as UTF-8 so non-ASCII names survive. */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The session carried by an access token, or null for no token or anything that is not
 * one of ours. The signature is not checked: the server verifies every call, and the
 * client only needs to know whom to show as signed in. Expiry is not checked either: an
 * expired token still means a signed-in user, whose next call refreshes it.
 */
export function decodeSession(token: string | null): Session | null {
  return sessionOf(claimsOf(token));
}

/** The token's payload, unverified, or undefined for anything that is not a JWT. */
function claimsOf(token: string | null): unknown {
  if (!token) return undefined;
  const payload = token.split('.');
  if (payload.length !== 3 || !payload[1] || !BASE64URL.test(payload[1])) return undefined;
  try {
    return JSON.parse(decodeBase64Url(payload[1]));
  } catch {
    return undefined;
  }
}

/**
 * A request sent now must reach the server while the sign-in still counts: the page's
 * clock may run behind the server's, and a refusal only costs asking for the password.
 */
const RECENT_MARGIN_SECONDS = 30;

/**
 * Whether the token's sign-in (its `auth_time`, which refreshes keep) is recent enough
 * for a password change or an account deletion without the current password
 * (RECENT_SIGN_IN_SECONDS). A hint for the page, which asks for the password up front when
 * this is false; the server decides, and its 403 'currentPasswordRequired' asks as well.
 */
export function isRecentSignIn(token: string | null, now = Date.now()): boolean {
  const claims = claimsOf(token);
  const authTime = (claims as { auth_time?: unknown } | undefined)?.auth_time;
  if (typeof authTime !== 'number') return false;
  const age = now / 1000 - authTime;
  return age >= -RECENT_MARGIN_SECONDS && age <= RECENT_SIGN_IN_SECONDS - RECENT_MARGIN_SECONDS;
}

/**
 * The claims the UI needs, checked by hand rather than with shared-contracts'
 * `accessTokenClaims` schema: this runs on the landing page, and a zod schema would put
 * zod in its bundle. The server's schema is the authority; this mirrors its shape.
 */
function sessionOf(claims: unknown): Session | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const { PK, SK, username, authMethod } = claims as Record<string, unknown>;
  if (typeof PK !== 'string' || typeof SK !== 'string' || typeof username !== 'string') {
    return null;
  }
  if (!AUTH_METHODS.includes(authMethod as AuthMethod)) return null;
  return { PK, SK, username, authMethod: authMethod as AuthMethod };
}
