import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessTokenResponse,
  EXTERNAL_SIGN_IN_WINDOW_MS,
  errorResponse,
  googleCallbackRequest,
  MESSAGES,
} from 'shared-contracts';
import { z } from 'zod';
import { createGoogleSignIn } from '../auth/google-oidc.js';
import { sameSiteGuard } from '../auth/same-site.js';
import { SignInFlowSealer, sameState } from '../auth/sign-in-flow.js';
import { badRequest, forbidden, HttpError } from '../http/errors.js';
import { byIp, rateLimiter } from '../http/rate-limits.js';
import { userForExternalIdentity } from '../store/external-identities.js';
import { startSession } from '../store/sessions.js';
import { authSessions, cookiesAreSecure } from './auth-session.js';
import type { AppContext } from './context.js';

/** The pending sign-in's cookie: only the two Google endpoints ever see it. */
const FLOW_COOKIE = 'google_sign_in';
const FLOW_COOKIE_PATH = '/api/auth/google';

const REFUSALS = {
  emailMissing: MESSAGES.googleEmailMissing,
  emailNotVerified: MESSAGES.googleEmailNotVerified,
  otherIdentityLinked: MESSAGES.googleOtherAccountLinked,
} as const;

/**
 * Google sign-in (spec §4 'External provider return', §7; architecture §7):
 * `GET /start` remembers a new state, PKCE verifier and nonce in a sealed cookie and
 * sends the browser to the provider; the provider sends it back to the site's page with
 * `?code=&state=`, and the page posts both to `POST /callback`, which spends the cookie,
 * exchanges the code and signs in exactly as a password sign-in does.
 */
export async function googleSignInRoutes(appBase: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db } = ctx;
  const google = config.google ? createGoogleSignIn(config.google, app.log) : null;
  const flows = new SignInFlowSealer(config.jwtSecret, EXTERNAL_SIGN_IN_WINDOW_MS);
  const sessions = authSessions(config, ctx.tokens);
  const limit = rateLimiter(ctx.rateLimits, config.rateLimits);
  const sameSite = sameSiteGuard(config.publicUrl, config.corsOrigins);
  /**
   * SameSite=Strict is enough, and safer than Lax: the cookie is set on our own page's
   * navigation to /start, and read by the page's own fetch to /callback after the
   * provider sent the browser back to the page. That fetch is a same-site request even
   * though the page was reached from the provider's site; only a provider redirecting
   * straight to an API endpoint (a cross-site top-level GET) would need Lax.
   */
  const flowCookie = {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: cookiesAreSecure(config),
  } as const;
  const forgetFlow = (reply: FastifyReply) => reply.clearCookie(FLOW_COOKIE, flowCookie);

  app.get(
    '/start',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Start Google sign-in: redirects to the provider (or back to '/?error=…' when it cannot)",
        response: { 302: z.null() },
      },
    },
    async (_request, reply) => {
      // A top-level navigation: failures go back to the site's page, which explains them.
      if (!google) return reply.redirect('/?error=not_configured', 302);
      let started: Awaited<ReturnType<typeof google.begin>>;
      try {
        started = await google.begin();
      } catch {
        return reply.redirect('/?error=temporarily_unavailable', 302);
      }
      reply.setCookie(FLOW_COOKIE, await flows.seal(started.pending), {
        ...flowCookie,
        maxAge: EXTERNAL_SIGN_IN_WINDOW_MS / 1000,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(started.authorizationUrl, 302);
    },
  );

  app.post(
    '/callback',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Finish Google sign-in with the code and state the provider returned; sets the refresh-token cookie',
        body: googleCallbackRequest,
        response: {
          200: accessTokenResponse,
          400: errorResponse,
          403: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
      onRequest: sameSite,
      preHandler: limit('sign-in-ip', config.rateLimits.signInPerIp, byIp),
    },
    async (request, reply) => {
      if (!google) throw new HttpError(503, MESSAGES.googleNotConfigured);
      const { code, state } = request.body;
      const pending = await flows.open(request.cookies[FLOW_COOKIE]);
      // Single use: whatever happens next, this browser's pending sign-in is spent.
      forgetFlow(reply);
      if (!pending) throw badRequest(MESSAGES.googleSignInExpired);
      if (!sameState(pending.state, state)) throw badRequest(MESSAGES.googleStateMismatch);

      const identity = await google.complete(code, state, pending);
      const result = await userForExternalIdentity(db, identity);
      if (result.status !== 'signedIn') throw forbidden(REFUSALS[result.status]);
      if (result.outcome !== 'known') {
        request.log.info(
          { userId: result.user.id, outcome: result.outcome },
          'Google identity attached',
        );
      }
      const issued = await startSession(db, result.user.id, config.refreshTokenTtlMs, 'google');
      sessions.setRefreshCookie(reply, issued);
      return { access_token: await sessions.accessTokenFor(result.user, issued) };
    },
  );
}
