import {
  idParamsSchema,
  kanbanBoardAddBodySchema,
  kanbanBoardListSchema,
  kanbanBoardOrderBodySchema,
  kanbanBoardRenameBodySchema,
  kanbanBoardSchema,
  kanbanCommentBodySchema,
  kanbanCommentSchema,
  kanbanCommentsResponseSchema,
  kanbanCreateBodySchema,
  kanbanItemAddBodySchema,
  kanbanItemOrderBodySchema,
  kanbanItemSchema,
  kanbanItemUpdateBodySchema,
  kanbanListResponseSchema,
  kanbanMembersResponseSchema,
  kanbanQuerySchema,
  kanbanResponseSchema,
  kanbanSummarySchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { KanbanService } from './kanban.service.ts';

const { READ, CREATE, UPDATE, DELETE } = accessTo('Kanban');
const tags = ['kanban'];
const base = '/api/apps/kanban';
const params = idParamsSchema;
const gone = { 204: z.null(), ...errorResponses(400, 401, 403, 404) };

/** The kanban (spec §7's calls, in its words: board = column, item = card), plus kanbans, comments and members. */
export const kanbanRoutes: FastifyPluginAsyncZod<{ kanban: KanbanService }> = async (app, { kanban }) => {
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    base,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A kanban’s columns and cards (the office’s when kanbanId is absent)',
        querystring: kanbanQuerySchema,
        response: { 200: kanbanResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => kanban.read(request.query.kanbanId),
  );

  app.get(
    `${base}/kanbans`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Every kanban',
        response: { 200: kanbanListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => kanban.kanbans(),
  );

  app.post(
    `${base}/kanbans`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'A new kanban, with the columns In Progress, In Review and Done',
        body: kanbanCreateBodySchema,
        response: { 201: kanbanSummarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await kanban.boards.createKanban(request.body.title, userId(request))),
  );

  app.get(
    `${base}/members`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The users a card may be given to (active users)',
        response: { 200: kanbanMembersResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => kanban.members(),
  );

  app.post(
    `${base}/board/add`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Add a column, last (a name the kanban already has, in any case → 400 on title)',
        body: kanbanBoardAddBodySchema,
        response: { 201: kanbanBoardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await kanban.boards.add(request.body)),
  );

  app.put(
    `${base}/board/rename`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Rename a column (a name another column has → 400 on newName)',
        body: kanbanBoardRenameBodySchema,
        response: { 201: kanbanBoardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await kanban.boards.rename(request.body)),
  );

  app.put(
    `${base}/board/state-update`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'The kanban’s columns in a new order (a bare list or { ids }); columns left out keep their place',
        body: kanbanBoardOrderBodySchema,
        response: { 201: kanbanBoardListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const ids = Array.isArray(request.body) ? request.body : request.body.ids;
      return reply.code(201).send({ boards: await kanban.boards.reorder(ids) });
    },
  );

  app.delete(
    `${base}/board/:id`,
    {
      config: { access: DELETE },
      schema: { tags, summary: 'Delete a column and its cards', params, response: gone },
    },
    async (request, reply) => {
      await kanban.boards.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/item/add`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Add a card, last in its column (unknown boardId → 404)',
        body: kanbanItemAddBodySchema,
        response: { 201: kanbanItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await kanban.items.add(request.body, userId(request))),
  );

  app.put(
    `${base}/item/update`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Change a card: the fields given are merged (version given and stale → 409)',
        body: kanbanItemUpdateBodySchema,
        response: { 201: kanbanItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await kanban.items.update(request.body.item)),
  );

  app.put(
    `${base}/item/state-update`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'A column’s cards in a new order; cards of other columns listed move in, cards left out stay',
        body: kanbanItemOrderBodySchema,
        response: { 201: kanbanBoardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await kanban.items.reorder(request.body)),
  );

  app.delete(
    `${base}/item/:id`,
    {
      config: { access: DELETE },
      schema: { tags, summary: 'Delete a card', params, response: gone },
    },
    async (request, reply) => {
      await kanban.items.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/item/:id/comments`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A card’s comments, oldest first',
        params,
        response: { 200: kanbanCommentsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ comments: await kanban.items.comments(request.params.id) }),
  );

  app.post(
    `${base}/item/:id/comments`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Comment on a card as the signed-in user',
        params,
        body: kanbanCommentBodySchema,
        response: { 201: kanbanCommentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await kanban.items.comment(request.params.id, request.body.body, userId(request))),
  );
};
