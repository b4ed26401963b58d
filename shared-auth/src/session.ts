import { AUTH_METHODS, type AuthMethod } from 'shared-contracts';

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
  if (!token) return null;
  const payload = token.split('.');
  if (payload.length !== 3 || !payload[1] || !BASE64URL.test(payload[1])) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(payload[1]));
  } catch {
    return null;
  }
  return sessionOf(claims);
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
