import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessTokenResponse,
  authProvidersResponse,
  buildKey,
  changePasswordRequest,
  deleteAccountRequest,
  errorResponse,
  MESSAGES,
  messageResponse,
  parseKey,
  requestPasswordResetRequest,
  resetPasswordRequest,
  signInRequest,
  signUpRequest,
} from 'shared-contracts';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/authenticate.js';
import { ownerProof } from '../auth/owner-proof.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.js';
import { sameSiteGuard } from '../auth/same-site.js';
import { accountThrottler } from '../http/account-throttle.js';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors.js';
import { byIp, rateLimiter } from '../http/rate-limits.js';
import {
  changePassword,
  createPasswordResetToken,
  resetPasswordWithToken,
} from '../store/passwords.js';
import { deleteUserWithContent } from '../store/projects.js';
import { revokeSessionOfToken, rotateRefreshToken, startSession } from '../store/sessions.js';
import { createPasswordUser, findUserByEmail, findUserById, type User } from '../store/users.js';
import { authSessions, REFRESH_COOKIE } from './auth-session.js';
import type { AppContext } from './context.js';
import { googleSignInRoutes } from './google-sign-in.js';
import { passwordResetEmail } from './password-reset-email.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse };

export async function authRoutes(appBase: FastifyInstance, ctx: AppContext) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db, tokens } = ctx;
  const limit = rateLimiter(ctx.rateLimits, config.rateLimits);
  const limits = config.rateLimits;
  const throttle = accountThrottler(ctx.rateLimits, limits);
  const signInChecks = throttle(
    'sign-in',
    { perAccount: limits.signInPerAccount, afterFailure: limits.signInAfterFailure },
    (r) => (r.body as { username: string }).username,
  );
  const resetChecks = throttle(
    'reset',
    { perAccount: limits.resetPerAccount, afterFailure: limits.resetAfterFailure },
    // By user id: `USER#x` and `USER_x` name the same account.
    (r) => parseKey('user', (r.body as { userPK: string }).userPK) ?? '',
  );
  const sameSite = sameSiteGuard(config.publicUrl, config.corsOrigins);
  const { setRefreshCookie, clearRefreshCookie, accessTokenFor } = authSessions(config, tokens);
  const requireOwnerProof = ownerProof(db, ctx.rateLimits, config);

  app.post(
    '/sign-up',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account with email and password',
        body: signUpRequest,
        response: { 201: messageResponse, 409: errorResponse, ...errors },
      },
      preHandler: limit('sign-up-ip', limits.signUpPerIp, byIp),
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const created = await createPasswordUser(db, username, await hashPassword(password));
      if (created === 'exists') throw conflict(MESSAGES.userExists);
      return reply.status(201).send({ message: MESSAGES.signedUp });
    },
  );

  app.post(
    '/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the refresh-token cookie',
        body: signInRequest,
        response: { 200: accessTokenResponse, ...errors },
      },
      onRequest: sameSite,
      preHandler: [...limit('sign-in-ip', limits.signInPerIp, byIp), ...signInChecks.preHandler],
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await findUserByEmail(db, username);
      const valid = user?.password_hash
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstNothing(password);
      if (!user || !valid) {
        await signInChecks.failed(request);
        throw unauthorized(MESSAGES.wrongCredentials);
      }
      const issued = await startSession(db, user.id, config.refreshTokenTtlMs, 'password');
      setRefreshCookie(reply, issued);
      return { access_token: await accessTokenFor(user, issued) };
    },
  );

  app.post(
    '/refresh-tokens',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh-token cookie for a new access token (rotates the cookie)',
        response: { 200: accessTokenResponse, ...errors },
      },
      onRequest: sameSite,
      preHandler: limit('refresh-ip', limits.refreshPerIp, byIp),
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw unauthorized(MESSAGES.refreshTokenMissing);
      const result = await rotateRefreshToken(db, presented);
      if (result.status === 'reused') ctx.sessions.forgetUser(result.userId);
      const user =
        result.status === 'rotated' ? await findUserById(db, result.issued.userId) : undefined;
      if (result.status !== 'rotated' || !user) {
        clearRefreshCookie(reply);
        throw unauthorized(MESSAGES.refreshTokenInvalid);
      }
      setRefreshCookie(reply, result.issued);
      return { access_token: await accessTokenFor(user, result.issued) };
    },
  );

  app.post(
    '/revoke-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke this sign-in and clear the cookie',
        response: { 200: messageResponse, 403: errorResponse },
      },
      onRequest: sameSite,
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      const userId = presented ? await revokeSessionOfToken(db, presented) : null;
      if (userId) ctx.sessions.forgetUser(userId);
      clearRefreshCookie(reply);
      return { message: MESSAGES.signedOut };
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password; other sessions are signed out',
        description:
          'Needs the current password (`currentPassword`) unless this sign-in was made in the ' +
          'last 5 minutes (RECENT_SIGN_IN_SECONDS); without either the answer is 403 saying so.',
        security: [{ bearer: [] }],
        body: changePasswordRequest,
        response: { 200: messageResponse, ...errors },
      },
      onRequest: requireUser(tokens, ctx.sessions),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.authMethod !== 'password') throw forbidden(MESSAGES.passwordChangeNotAllowed);
      await requireOwnerProof(request, reply, user, request.body.currentPassword);
      const changed = await changePassword(
        db,
        user.userId,
        await hashPassword(request.body.newPassword),
        user.sessionId,
      );
      if (!changed) throw unauthorized(MESSAGES.accountGone);
      ctx.sessions.forgetUser(user.userId);
      return { message: MESSAGES.passwordChanged };
    },
  );

  app.delete(
    '/delete-account',
    {
      schema: {
        tags: ['auth'],
        summary: 'Delete the account with every project, item and image it owns',
        description:
          'Needs the current password (a JSON body `{ currentPassword }`) unless this sign-in ' +
          'was made in the last 5 minutes; an account without a password (Google sign-in) ' +
          'must have signed in that recently. Otherwise the answer is 403 saying so.',
        security: [{ bearer: [] }],
        // Fastify gives a request without a body `null`: the spec's DELETE has none.
        body: deleteAccountRequest.nullish(),
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireUser(tokens, ctx.sessions),
    },
    async (request, reply) => {
      const user = currentUser(request);
      await requireOwnerProof(request, reply, user, request.body?.currentPassword);
      const { userId } = user;
      const imageKeys = await deleteUserWithContent(db, userId);
      ctx.sessions.forgetUser(userId);
      await ctx.blobs.deleteMany(imageKeys);
      clearRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/request-password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password-reset link; answers the same whether or not the account exists',
        body: requestPasswordResetRequest,
        response: { 200: messageResponse, ...errors },
      },
      preHandler: [
        ...limit('reset-request-ip', limits.resetRequestPerIp, byIp),
        ...limit(
          'reset-request-account',
          limits.resetRequestPerAccount,
          (r) => (r.body as { username: string }).username,
        ),
      ],
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.username);
      // An account made by Google sign-in has no password to restore (only password
      // users have one, spec §6); it is answered the same, without an email.
      if (user?.password_hash) {
        // Not awaited: the answer must take as long for unknown emails as for known ones.
        void sendResetEmail(user).catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset email failed'),
        );
      }
      return { message: MESSAGES.resetRequested };
    },
  );

  async function sendResetEmail(user: User) {
    const token = await createPasswordResetToken(db, user.id, config.passwordResetTtlMs);
    const link = new URL('/passwordReset', config.publicUrl);
    link.searchParams.set('token', token);
    link.searchParams.set('userPK', buildKey('user', user.id));
    await ctx.mailer.send(passwordResetEmail(user.email, link.toString()));
  }

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; signs out every session',
        body: resetPasswordRequest,
        response: { 200: messageResponse, ...errors },
      },
      preHandler: [...limit('reset-ip', limits.resetPerIp, byIp), ...resetChecks.preHandler],
    },
    async (request) => {
      const { userPK, resetPasswordToken, newPassword } = request.body;
      const userId = parseKey('user', userPK)!;
      const reset = await resetPasswordWithToken(
        db,
        userId,
        resetPasswordToken,
        await hashPassword(newPassword),
      );
      if (!reset) {
        await resetChecks.failed(request);
        // Spent, expired, or no longer known (spent and expired tokens are deleted
        // hourly): each case asks for a new link, so one message says so (issue H6).
        throw badRequest(MESSAGES.resetLinkExpired);
      }
      ctx.sessions.forgetUser(userId);
      return { message: MESSAGES.restoreSuccess };
    },
  );

  app.get(
    '/providers',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Which external sign-in providers this server offers (the modal shows their buttons)',
        response: { 200: authProvidersResponse },
      },
    },
    async () => ({ google: config.google !== null }),
  );

  await app.register(googleSignInRoutes, { ctx, prefix: '/google' });
}
