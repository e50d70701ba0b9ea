import multipart from '@fastify/multipart';
import {
  ACCOUNT_TEXT,
  AVATAR_MAX_BYTES,
  accountConnectionListSchema,
  accountPreferencesSchema,
  accountProfileSchema,
  accountProfileUpdateSchema,
  accountSessionListSchema,
  accountSummarySchema,
  billingUpdateSchema,
  changePasswordBodySchema,
  deactivateBodySchema,
  idParamsSchema,
  messageResponseSchema,
  notificationPreferencesSchema,
  recoveryCodesSchema,
  twoFactorConfirmBodySchema,
  twoFactorDisableBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  userIdParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { fieldError, notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/http.ts';
import { SESSION_COOKIE } from '../../lib/sessions.ts';
import { currentUser } from '../../plugins/access.ts';
import type { AccountService } from './account.service.ts';

const noContent = z.null();
const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService; cookieSecure?: boolean }> = async (
  app,
  { account, cookieSecure = false },
) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    '/api/account/summary',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The signed-in user: data, status, dates, open sessions and permissions',
        response: { 200: accountSummarySchema, ...errorResponses(401) },
      },
    },
    async (request) => account.summary(currentUser(request)),
  );

  app.get(
    '/api/account/profile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The signed-in user’s profile',
        response: { 200: accountProfileSchema, ...errorResponses(401) },
      },
    },
    async (request) => account.profile(me(request)),
  );

  app.patch(
    '/api/account/profile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Change one’s own profile; `version` must be the current one (409 otherwise)',
        body: accountProfileUpdateSchema,
        response: { 200: accountProfileSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => account.updateProfile(me(request), request.body),
  );

  app.post(
    '/api/account/avatar',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Upload a profile picture (multipart field `file`: PNG, JPEG, GIF or WebP, at most 800 KB)',
        response: { 200: accountProfileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw fieldError('file', ACCOUNT_TEXT.avatarMissing);
        bytes = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', ACCOUNT_TEXT.avatarSize);
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fieldError('file', ACCOUNT_TEXT.avatarMissing);
        throw error;
      }
      return account.setAvatar(me(request), bytes);
    },
  );

  app.delete(
    '/api/account/avatar',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Remove one’s profile picture',
        response: { 200: accountProfileSchema, ...errorResponses(401) },
      },
    },
    async (request) => account.removeAvatar(me(request)),
  );

  app.get(
    '/api/avatars/:userId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'A user’s uploaded profile picture (the `v` query names the version: cached for a year)',
        params: userIdParamsSchema,
        querystring: z.object({ v: z.optional(z.string()) }),
        // No response schema: the body is the image's bytes (errors still use the one error body).
      },
    },
    async (request, reply) => {
      const avatar = await account.avatar(request.params.userId);
      if (!avatar) throw notFound();
      const fresh = request.query.v === avatar.etag;
      return reply
        .header('content-type', avatar.mimeType)
        .header('cache-control', fresh ? 'private, max-age=31536000, immutable' : 'private, no-cache')
        .header('etag', `"${avatar.etag}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(avatar.bytes);
    },
  );

  app.post(
    '/api/account/password',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Change one’s password (current password required); signs out every other session',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await account.changePassword(me(request), request.sessionId, request.body);
      return { message: ACCOUNT_TEXT.passwordChanged };
    },
  );

  app.get(
    '/api/account/sessions',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'One’s active sessions',
        response: { 200: accountSessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => account.listSessions(me(request), request.sessionId),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'End one of one’s sessions (ending the current one signs out)',
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await account.revokeSession(me(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/account/two-factor',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Whether two-step verification is on',
        response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => account.twoFactorStatus(me(request)),
  );

  app.post(
    '/api/account/two-factor/setup',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Start setting up two-step verification: a new secret, its otpauth URI and QR code',
        response: { 200: twoFactorSetupSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => account.startTwoFactor(currentUser(request)),
  );

  app.post(
    '/api/account/two-factor/confirm',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Confirm the setup with a code from the app; answers ten one-time recovery codes (shown once)',
        body: twoFactorConfirmBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => ({ recoveryCodes: await account.confirmTwoFactor(me(request), request.body.code) }),
  );

  app.post(
    '/api/account/two-factor/disable',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Turn two-step verification off, with the password or a code',
        body: twoFactorDisableBodySchema,
        response: { 204: noContent, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      await account.disableTwoFactor(me(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/account/two-factor/recovery-codes',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Replace the recovery codes (password required)',
        body: z.object({
          password: z.string().check(z.minLength(1, { error: 'Enter your password' }), z.maxLength(128)),
        }),
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => ({ recoveryCodes: await account.regenerateRecoveryCodes(me(request), request.body.password) }),
  );

  app.get(
    '/api/account/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Notification preferences: each event kind per channel',
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => account.notificationPreferences(me(request)),
  );

  app.put(
    '/api/account/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Save notification preferences',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => account.setNotificationPreferences(me(request), request.body.preferences),
  );

  app.post(
    '/api/account/deactivate',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Deactivate one’s account (password and confirmation); ends every session. An admin can restore it.',
        body: deactivateBodySchema,
        response: { 204: noContent, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await account.deactivate(me(request), request.body);
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookieSecure });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/account/connections',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'People one is connected to',
        response: { 200: accountConnectionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => account.connections(me(request)),
  );

  app.delete(
    '/api/account/connections/:userId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Disconnect from someone (both directions)',
        params: userIdParamsSchema,
        response: { 204: noContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await account.disconnect(me(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/account/preferences',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Keep one’s interface language or theme on the account (signing in on another device applies them); others keep their value',
        body: accountPreferencesSchema,
        response: { 200: accountPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => account.setInterfacePreferences(me(request), request.body),
  );

  app.patch(
    '/api/account/billing',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Change one’s plan or billing method (no payment is taken); `version` as for the profile',
        body: billingUpdateSchema,
        response: { 200: accountProfileSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => account.updateBilling(me(request), request.body),
  );
};
