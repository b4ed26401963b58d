import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** What a Google sign-in must remember between leaving for the provider and coming back. */
export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  nonce: string;
}

const AUDIENCE = 'google-sign-in';

/**
 * The pending sign-in travels in a cookie rather than in memory or the database: any
 * instance can finish what another started, and nothing is left behind by sign-ins that
 * never come back. It is encrypted and authenticated (JWE, A256GCM, with a key derived
 * from JWT_SECRET), so the browser can neither read the PKCE verifier nor make up a flow,
 * and it expires with the sign-in window.
 */
export class SignInFlowSealer {
  readonly #key: KeyObject;

  constructor(
    jwtSecret: Uint8Array,
    private readonly windowMs: number,
  ) {
    this.#key = createSecretKey(
      createHmac('sha256', jwtSecret).update('ux-artefacts google sign-in flow').digest(),
    );
  }

  seal(flow: PendingSignIn, now = Date.now()): Promise<string> {
    return new EncryptJWT({ ...flow })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor((now + this.windowMs) / 1000))
      .encrypt(this.#key);
  }

  /** The flow the cookie holds; null when it is missing, altered or expired. */
  async open(sealed: string | undefined, now = Date.now()): Promise<PendingSignIn | null> {
    if (!sealed) return null;
    try {
      const { payload } = await jwtDecrypt(sealed, this.#key, {
        audience: AUDIENCE,
        currentDate: new Date(now),
        clockTolerance: 0,
      });
      const { state, codeVerifier, nonce } = payload;
      if (typeof state !== 'string' || typeof codeVerifier !== 'string') return null;
      if (typeof nonce !== 'string') return null;
      return { state, codeVerifier, nonce };
    } catch {
      return null;
    }
  }
}

/** Compares a returned `state` with the remembered one without leaking where they differ. */
export function sameState(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
