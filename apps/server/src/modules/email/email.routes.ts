import {
  emailListQuerySchema,
  emailListResponseSchema,
  emailMessageSchema,
  emailUpdateBodySchema,
  emailUpdateResponseSchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileHeaders } from '../../lib/file-types.ts';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { EmailService } from './email.service.ts';

const { READ, UPDATE } = accessTo('Email');
const tags = ['email'];
const base = '/api/apps/email';

/** The mail client's calls (spec §7's two, then ours); each on the signed-in user's own mailbox. */
export const emailRoutes: FastifyPluginAsyncZod<{ email: EmailService }> = async (app, { email }) => {
  const ownerOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    base,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A page of the user’s emails for a filter (inbox by default), a label and a search, with the counts',
        querystring: emailListQuerySchema,
        response: { 200: emailListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => email.list(ownerOf(request), request.query),
  );

  app.post(
    base,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary:
          'Toggle a label on the emails (ids), or set fields on them (data: isRead, isStarred, isDeleted, folder)',
        body: emailUpdateBodySchema,
        response: { 201: emailUpdateResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await email.update(ownerOf(request), request.body)),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One of the user’s emails with the rest of its conversation as replies',
        params: idParamsSchema,
        response: { 200: emailMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => email.read(ownerOf(request), request.params.id),
  );

  app.get(
    `${base}/attachments/:id`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'An attachment’s exact bytes, of one of the user’s emails',
        params: idParamsSchema,
        // No response schema: the body is the file's bytes.
      },
    },
    async (request, reply) => {
      const file = await email.attachment(ownerOf(request), request.params.id);
      return reply
        .headers(fileHeaders(file))
        .header('etag', `"${file.checksum}"`)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(file.bytes);
    },
  );
};
