import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { MESSAGES } from 'shared-contracts';
import type { GoogleSignInConfig } from '../config.js';
import { badRequest, HttpError } from '../http/errors.js';
import type { ExternalIdentity } from '../store/external-identities.js';
import type { PendingSignIn } from './sign-in-flow.js';

/** How long to wait for the provider before telling the user it is unavailable. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export interface GoogleSignIn {
  /** A new pending sign-in and the provider URL to send the browser to. */
  begin(): Promise<{ authorizationUrl: string; pending: PendingSignIn }>;
  /** Exchanges the returned code (with the PKCE verifier) and checks the ID token. */
  complete(code: string, state: string, pending: PendingSignIn): Promise<ExternalIdentity>;
}

const unavailable = () => new HttpError(503, MESSAGES.googleUnavailable);

/**
 * The OpenID Connect authorization-code flow with PKCE, state and nonce (architecture §7),
 * through openid-client. The provider's metadata is discovered on first use and kept;
 * a failed discovery is forgotten, so the next sign-in tries again.
 */
export function createGoogleSignIn(
  config: GoogleSignInConfig,
  log: FastifyBaseLogger,
): GoogleSignIn {
  const issuer = new URL(config.issuer);
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(issuer, config.clientId, config.clientSecret, undefined, {
        // Only a provider on this machine may be plain http (config.ts checks that).
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        discovered = null;
        log.warn({ err: error }, 'OpenID provider discovery failed');
        throw unavailable();
      });
    return discovered;
  }

  return {
    async begin() {
      const client = await configuration();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
      };
      const authorizationUrl = oidc.buildAuthorizationUrl(client, {
        redirect_uri: config.redirectUrl,
        response_type: 'code',
        scope: 'openid email profile',
        // The spec's "offline access" (Google's own parameter for it).
        access_type: 'offline',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl: authorizationUrl.href, pending };
    },

    async complete(code, state, pending) {
      const client = await configuration();
      // The response as the provider sent it to the redirect URL, for openid-client to check.
      const returned = new URL(config.redirectUrl);
      returned.search = new URLSearchParams({ code, state }).toString();
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(client, returned, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw explain(error, log);
      }
      if (!claims) throw badRequest(MESSAGES.googleSignInFailed);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
      };
    },
  };
}

/**
 * The provider's refusal of a code (used, expired, made up) is the user's to retry; a
 * provider that does not answer is unavailable; anything else (a token that fails its
 * checks) is a failed sign-in. None of them is our fault, so none is a 500.
 */
function explain(error: unknown, log: FastifyBaseLogger): HttpError {
  if (error instanceof oidc.ResponseBodyError) {
    log.info({ error: error.error, description: error.error_description }, 'code refused');
    return error.status >= 500 ? unavailable() : badRequest(MESSAGES.googleCodeRejected);
  }
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (
    // fetch could not connect (openid-client wraps it as the cause of a ClientError)
    error instanceof TypeError ||
    cause instanceof TypeError ||
    code === 'OAUTH_TIMEOUT' ||
    code === 'OAUTH_RESPONSE_IS_NOT_JSON'
  ) {
    log.warn({ err: error }, 'OpenID provider unavailable');
    return unavailable();
  }
  log.warn({ err: error }, 'Google sign-in failed its checks');
  return badRequest(MESSAGES.googleSignInFailed);
}
