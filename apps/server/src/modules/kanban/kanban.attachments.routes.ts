import multipart from '@fastify/multipart';
import {
  KANBAN_ATTACHMENT_MAX_BYTES,
  KANBAN_ATTACHMENT_TEXT,
  idParamsSchema,
  kanbanAttachmentListSchema,
  kanbanAttachmentParamsSchema,
  kanbanAttachmentSchema,
  kanbanCoverBodySchema,
  kanbanCoverSchema,
} from '@mizan/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { fileHeaders } from '../../lib/file-types.ts';
import { readUploadForm } from '../../lib/multipart.ts';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { AttachmentUpload } from './kanban.attachments.ts';
import type { KanbanService } from './kanban.service.ts';

const { READ, UPDATE } = accessTo('Kanban');
const tags = ['kanban'];
const item = '/api/apps/kanban/item/:id';

/** The multipart form: one part `file`, and an optional field `cover` (`true` makes the image the card's cover). */
async function readUpload(request: FastifyRequest): Promise<AttachmentUpload> {
  const { fields, ...file } = await readUploadForm(request, KANBAN_ATTACHMENT_TEXT);
  return { ...file, cover: fields.get('cover') === 'true' };
}

/**
 * A card's attachments and cover (`/api/apps/kanban/item/{id}/attachments`, `…/cover`): reading needs read Kanban,
 * every change update Kanban; a card on a kanban the user can't open is unknown (404).
 */
export const kanbanAttachmentsRoutes: FastifyPluginAsyncZod<{ kanban: KanbanService }> = async (app, { kanban }) => {
  const { attachments } = kanban;
  const actorOf = (request: FastifyRequest) => ({ id: currentUser(request).id, ability: request.ability });
  await app.register(multipart, {
    limits: { fileSize: KANBAN_ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    `${item}/attachments`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A card’s attachments, newest first (metadata, no bytes)',
        params: idParamsSchema,
        response: { 200: kanbanAttachmentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ attachments: await attachments.list(actorOf(request), request.params.id) }),
  );

  app.post(
    `${item}/attachments`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary:
          'Attach a file (multipart: `file` at most 10 MB — PDF, PNG, JPEG, GIF, WebP, DOCX, XLSX, DOC or text, checked by its bytes — and `cover=true` to make an image the cover)',
        params: idParamsSchema,
        response: { 201: kanbanAttachmentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      // The card first: a caller who may not open it gets its 404 before anything about the file.
      const actor = actorOf(request);
      await attachments.checkItem(actor, request.params.id);
      const upload = await readUpload(request);
      return reply.code(201).send(await attachments.upload(actor, request.params.id, upload));
    },
  );

  app.get(
    `${item}/attachments/:attachmentId`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'An attachment’s exact bytes (also the card’s `image` when it is the cover); the ETag is its SHA-256',
        params: kanbanAttachmentParamsSchema,
        // No response schema: the body is the file's bytes (errors still use the one error body).
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await attachments.file(actorOf(request), id, attachmentId);
      return (
        reply
          .headers(fileHeaders(file))
          .header('etag', `"${file.checksum}"`)
          // An id's bytes never change (a new file is a new id), so the covers of a kanban are fetched once.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(file.bytes)
      );
    },
  );

  app.delete(
    `${item}/attachments/:attachmentId`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Delete an attachment and its bytes (the cover → the card has none)',
        params: kanbanAttachmentParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await attachments.remove(actorOf(request), request.params.id, request.params.attachmentId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${item}/cover`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Make one of the card’s images its cover (another type → 400 on attachmentId) → the card’s image',
        params: idParamsSchema,
        body: kanbanCoverBodySchema,
        response: { 200: kanbanCoverSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => attachments.setCover(actorOf(request), request.params.id, request.body.attachmentId),
  );

  app.delete(
    `${item}/cover`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'The card has no cover any more (the image stays attached)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await attachments.clearCover(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
