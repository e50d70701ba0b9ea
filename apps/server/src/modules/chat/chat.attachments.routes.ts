import multipart from '@fastify/multipart';
import {
  ERROR_TEXT,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TEXT,
  chatAttachmentParamsSchema,
  chatAttachmentQuerySchema,
  chatGroupSendResponseSchema,
  chatIdParamsSchema,
  isImageType,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../lib/errors.ts';
import { fileHeaders } from '../../lib/file-types.ts';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { readUploadForm } from '../../lib/multipart.ts';
import { currentUser } from '../../plugins/access.ts';
import { isUnstorable } from '../../plugins/input-guard.ts';
import type { ChatService } from './chat.service.ts';

const { READ, CREATE } = accessTo('Chat');
const tags = ['chat'];
const base = '/api/apps/chat';

/**
 * A message with a file (multipart) and the files' bytes. Sending needs create Chat, reading read Chat; both only in
 * a chat one is a member of — anyone else's chat or file answers 404.
 */
export const chatAttachmentsRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  await app.register(multipart, {
    limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    `${base}/chats/:chatId/attachments`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary:
          'Send a message with a file (multipart: `file` at most 10 MB — PDF, image, Word, Excel or text, checked by its bytes — and an optional `message`)',
        params: chatIdParamsSchema,
        response: { 201: chatGroupSendResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      // The chat first: who is not in it gets its 404 before anything about the file.
      await chat.checkChat(me(request), request.params.chatId);
      const { fields, ...file } = await readUploadForm(request, CHAT_ATTACHMENT_TEXT);
      const field = fields.get('message');
      const message = typeof field === 'string' ? field : '';
      // The input guard saw no form fields (they are read here): a NUL would reach the database as a 500.
      if (isUnstorable(message)) throw fieldError('message', ERROR_TEXT.unstorableText);
      const upload = { ...file, message };
      return reply.code(201).send(await chat.sendFile(me(request), request.params.chatId, upload));
    },
  );

  app.get(
    `${base}/attachments/:id`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary:
          'A message’s file (its exact bytes; `inline=1` shows an image in the page, any other file downloads); the ETag is its SHA-256',
        params: chatAttachmentParamsSchema,
        querystring: chatAttachmentQuerySchema,
        // No response schema: the body is the file's bytes (errors still use the one error body).
      },
    },
    async (request, reply) => {
      const file = await chat.attachment(me(request), request.params.id);
      // Only a picture a browser draws is ever shown inline (the sniffed type: never HTML or SVG); `nosniff` and the
      // empty CSP of fileHeaders stand either way.
      const inline = request.query.inline === '1' && isImageType(file.mimeType);
      return (
        reply
          .headers(fileHeaders(file, inline ? 'inline' : 'attachment'))
          .header('etag', `"${file.checksum}"`)
          // An id's bytes never change and a chat's members are fixed: kept by the reader's browser, by no one else.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(file.bytes)
      );
    },
  );
};
