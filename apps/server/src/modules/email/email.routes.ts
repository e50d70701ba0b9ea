import multipart from '@fastify/multipart';
import {
  EMAIL_ATTACHMENT_MAX_BYTES,
  KANBAN_ATTACHMENT_TEXT,
  emailDraftBodySchema,
  emailDraftUpdateSchema,
  emailSendBodySchema,
  emailSendResponseSchema,
  emailUploadSchema,
  emailListQuerySchema,
  emailListResponseSchema,
  emailMessageSchema,
  emailPeopleQuerySchema,
  emailPeopleResponseSchema,
  emailUpdateBodySchema,
  emailUpdateResponseSchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { fileHeaders } from '../../lib/file-types.ts';
import { readUploadForm } from '../../lib/multipart.ts';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { EmailService } from './email.service.ts';

const { READ, CREATE, UPDATE, DELETE } = accessTo('Email');
const tags = ['email'];
const base = '/api/apps/email';

/** The mail client's calls (spec §7's two, then ours); each on the signed-in user's own mailbox. */
export const emailRoutes: FastifyPluginAsyncZod<{ email: EmailService }> = async (app, { email }) => {
  const ownerOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  await app.register(multipart, {
    limits: { fileSize: EMAIL_ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

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
    `${base}/people`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary:
          'Whom the composer suggests: the office’s active users; with q, those and the legal contacts whose name or address holds it',
        querystring: emailPeopleQuerySchema,
        response: { 200: emailPeopleResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => email.people({ id: ownerOf(request), ability: request.ability }, request.query.q),
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

  app.post(
    `${base}/drafts`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Save a new draft (every field may still be empty)',
        body: emailDraftBodySchema,
        response: { 201: emailMessageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await email.createDraft(ownerOf(request), request.body)),
  );

  app.put(
    `${base}/drafts/:id`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Save a draft again: the fields given replace its own (409 when `time` is older than the draft’s)',
        params: idParamsSchema,
        body: emailDraftUpdateSchema,
        response: { 200: emailMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => email.updateDraft(ownerOf(request), request.params.id, request.body),
  );

  app.post(
    `${base}/send`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary:
          'Send a draft (draftId) or a whole message: it waits in Sent until undoUntil (undo send), then is delivered',
        body: emailSendBodySchema,
        response: { 201: emailSendResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await email.send(ownerOf(request), request.body)),
  );

  app.post(
    `${base}/:id/undo`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Take back a message while it is held: it is a draft again (409 once it has gone)',
        params: idParamsSchema,
        response: { 200: emailMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => email.undo(ownerOf(request), request.params.id),
  );

  app.post(
    `${base}/attachments`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary:
          'Upload an attachment (multipart `file`, at most 10 MB, checked by its bytes); its id goes in a draft’s attachmentIds',
        response: { 201: emailUploadSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await readUploadForm(request, KANBAN_ATTACHMENT_TEXT);
      return reply.code(201).send(await email.upload(ownerOf(request), { fileName, bytes }));
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete a draft or an email in the trash for good',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await email.deleteForever(ownerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
