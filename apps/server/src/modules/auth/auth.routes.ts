import {
  ERROR_TEXT,
  forgotPasswordBodySchema,
  loginBodySchema,
  meResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  registrationStatusSchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  twoFactorChallengeSchema,
  twoStepsBodySchema,
} from '@mizan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { HttpError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/http.ts';
import { toUserData, type CurrentUser } from '../../lib/identity.ts';
import { SESSION_COOKIE } from '../../lib/sessions.ts';
import { currentUser } from '../../plugins/access.ts';
import {
  AUTH_TEXT,
  isPendingChallenge,
  type AuthService,
  type NewSession,
  type PendingChallenge,
} from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  cookieSecure: boolean;
  /** Requests per address per 15 minutes to register, forgot-password and reset-password. */
  perIpLimit: number;
}

const clientInfo = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

const meBody = (user: CurrentUser) => ({ userData: toUserData(user), userAbilityRules: user.rules });

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, cookieSecure, perIpLimit }) => {
  const setSessionCookie = (reply: FastifyReply, session: NewSession) =>
    reply.setCookie(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure,
      path: '/',
      maxAge: Math.max(1, Math.round((session.expiresAt.getTime() - Date.now()) / 1000)),
    });
  const sessionBody = (session: NewSession) => ({ ...meBody(session.user), accessToken: session.token });
  const perIp = { rateLimit: { max: perIpLimit, timeWindow: '15 minutes' } };

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with e-mail and password; sets the session cookie and returns the token (201). With two-step verification on, answers 200 with a challenge for POST /api/auth/two-steps instead.',
        body: loginBodySchema,
        response: { 200: twoFactorChallengeSchema, 201: sessionResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      let session: NewSession | PendingChallenge;
      try {
        session = await auth.login({ ...request.body, ...clientInfo(request) });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Spec §8: any other sign-in failure is one generic text on the e-mail field.
        request.log.error({ err: error }, 'Sign-in failed');
        throw new HttpError(500, ERROR_TEXT.somethingWentWrong, { email: [ERROR_TEXT.somethingWentWrong] });
      }
      if (isPendingChallenge(session)) {
        return reply.code(200).send({
          twoFactorRequired: true as const,
          challengeToken: session.challengeToken,
          expiresAt: session.expiresAt.toISOString(),
        });
      }
      setSessionCookie(reply, session);
      return reply.code(201).send(sessionBody(session));
    },
  );

  app.post(
    '/api/auth/two-steps',
    {
      config: { access: 'public', ...perIp },
      schema: {
        tags: ['auth'],
        summary:
          'Second step of a sign-in: the challenge from /api/auth/login and a six-digit code (or a recovery code); answers like a sign-in',
        body: twoStepsBodySchema,
        response: { 201: sessionResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const session = await auth.completeTwoSteps({ ...request.body, ...clientInfo(request) });
      setSessionCookie(reply, session);
      return reply.code(201).send(sessionBody(session));
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes this session and clears the cookie',
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      if (request.sessionId !== null) await auth.logout(request.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookieSecure });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and their rules',
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => meBody(currentUser(request)),
  );

  app.get(
    '/api/auth/registration',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether anyone may create their own account here (the office setting)',
        response: { 200: registrationStatusSchema },
      },
    },
    async () => ({ open: await auth.registrationOpen() }),
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public', ...perIp },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account. Anyone, when the office accepts sign-ups (403 otherwise): role client, signed in as the new user. A caller who may create users: the requested role (403 when it has rights the caller lacks), and the caller stays signed in as themselves.',
        body: registerBodySchema,
        response: { 201: z.union([sessionResponseSchema, meResponseSchema]), ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { user, session } = await auth.register(request.body, {
        ability: request.user ? request.ability : null,
        ...clientInfo(request),
      });
      if (!session) return reply.code(201).send(meBody(user));
      setSessionCookie(reply, session);
      return reply.code(201).send(sessionBody(session));
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public', ...perIp },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time password reset link (same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: AUTH_TEXT.resetSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public', ...perIp },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; ends every session of the account',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: AUTH_TEXT.passwordChanged };
    },
  );
};
