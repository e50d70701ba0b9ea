import {
  chatUnseenResponseSchema,
  chatGroupBodySchema,
  chatGroupResponseSchema,
  chatGroupSendBodySchema,
  chatGroupSendResponseSchema,
  chatIdParamsSchema,
  chatListQuerySchema,
  chatListResponseSchema,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatOpenResponseSchema,
  chatReceiptBodySchema,
  chatReceiptResponseSchema,
  chatSearchQuerySchema,
  chatSearchResponseSchema,
  chatSendBodySchema,
  chatSendResponseSchema,
  chatTypingBodySchema,
  chatUserParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import { chatAttachmentsRoutes } from './chat.attachments.routes.ts';
import type { ChatService } from './chat.service.ts';

const { READ, CREATE } = accessTo('Chat');
const tags = ['chat'];
const base = '/api/apps/chat';

/**
 * Spec §7's three calls (`…/chats/{userId}` names the other user), then ours (`…/chats/{chatId}/…` and
 * `…/groups/{chatId}/…` name a chat). Reading and receipts need read Chat; writing a message or a group, create Chat.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  // A message with a file and the files' bytes: multipart is read by these routes alone.
  await app.register(chatAttachmentsRoutes, { chat });

  app.get(
    `${base}/unseen`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'How many messages the user has yet to see, across their chats (the navbar’s count)',
        response: { 200: chatUnseenResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => chat.unseen(me(request)),
  );

  app.get(
    `${base}/chats-and-contacts`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The user’s chats (last message first), the other people they may chat with, and their own profile',
        querystring: chatListQuerySchema,
        response: { 200: chatListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => chat.list(me(request), request.query.q),
  );

  app.get(
    `${base}/chats/:userId`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The direct chat with a user (its last page of messages), marked seen; null before a first message',
        params: chatUserParamsSchema,
        response: { 200: chatOpenResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => chat.open(me(request), request.params.userId),
  );

  app.post(
    `${base}/chats/:userId`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Send a message to a user (the chat too when it is the first); senderId, if given, must be yours',
        params: chatUserParamsSchema,
        body: chatSendBodySchema,
        response: { 201: chatSendResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await chat.send(me(request), request.params.userId, request.body)),
  );

  app.get(
    `${base}/chats/:chatId/messages`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A page of a chat’s messages older than `before` (none: the last page), oldest first',
        params: chatIdParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => chat.messages(me(request), request.params.chatId, request.query),
  );

  for (const receipt of ['delivered', 'seen'] as const) {
    app.post(
      `${base}/chats/:chatId/${receipt}`,
      {
        config: { access: READ },
        schema: {
          tags,
          summary: `The user’s client has ${receipt === 'seen' ? 'shown' : 'received'} the chat up to a message`,
          params: chatIdParamsSchema,
          body: chatReceiptBodySchema,
          response: { 200: chatReceiptResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => chat.receipt(me(request), request.params.chatId, receipt, request.body.upTo),
    );
  }

  app.post(
    `${base}/groups`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Make a group chat of chosen users, of a team one is in or of a case one may open',
        body: chatGroupBodySchema,
        response: { 201: chatGroupResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ group: await chat.createGroup({ id: me(request), ability: request.ability }, request.body) }),
  );

  app.post(
    `${base}/groups/:chatId/messages`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Send a message to a group chat one is in',
        params: chatIdParamsSchema,
        body: chatGroupSendBodySchema,
        response: { 201: chatGroupSendResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await chat.sendToGroup(me(request), request.params.chatId, request.body.message)),
  );

  app.get(
    `${base}/search`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Messages of the user’s chats holding q (Arabic letter variants ignored), newest first',
        querystring: chatSearchQuerySchema,
        response: { 200: chatSearchResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => chat.search(me(request), request.query.q),
  );

  app.post(
    `${base}/typing`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The user is typing in a chat (a passing signal to its other members)',
        body: chatTypingBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await chat.typing(me(request), request.body.chatId);
      return reply.code(204).send(null);
    },
  );
};
