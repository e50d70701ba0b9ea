import {
  idParamsSchema,
  kanbanBoardAddBodySchema,
  kanbanBoardListSchema,
  kanbanBoardOrderBodySchema,
  kanbanBoardRenameBodySchema,
  kanbanBoardSchema,
  kanbanCaseBodySchema,
  kanbanCasesQuerySchema,
  kanbanCasesResponseSchema,
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
  kanbanTeamsResponseSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import { kanbanAttachmentsRoutes } from './kanban.attachments.routes.ts';
import type { KanbanService } from './kanban.service.ts';

const { READ, CREATE, UPDATE, DELETE } = accessTo('Kanban');
const tags = ['kanban'];
const base = '/api/apps/kanban';
const params = idParamsSchema;
const gone = { 204: z.null(), ...errorResponses(400, 401, 403, 404) };

/** The kanban (spec §7's calls, in its words: board = column, item = card), plus kanbans, comments and members. */
export const kanbanRoutes: FastifyPluginAsyncZod<{ kanban: KanbanService }> = async (app, { kanban }) => {
  const actorOf = (request: Parameters<typeof currentUser>[0]) => ({
    id: currentUser(request).id,
    ability: request.ability,
  });
  await app.register(kanbanAttachmentsRoutes, { kanban });

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
    async (request) => kanban.read(actorOf(request), request.query.kanbanId),
  );

  app.get(
    `${base}/kanbans`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The kanbans the user may open (office-wide, their teams’, the latest of their cases’)',
        response: { 200: kanbanListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => kanban.kanbans(actorOf(request)),
  );

  app.post(
    `${base}/kanbans`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'A new kanban with the columns In Progress, In Review and Done: a team’s (teamId) or the office’s',
        body: kanbanCreateBodySchema,
        response: { 201: kanbanSummarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await kanban.createKanban(actorOf(request), request.body)),
  );

  app.post(
    `${base}/kanbans/case`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary:
          'A legal case’s kanban, made the first time (201) or as it is (200); a case not open to the user → 400',
        body: kanbanCaseBodySchema,
        response: { 200: kanbanSummarySchema, 201: kanbanSummarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { kanban: found, created } = await kanban.caseKanban(actorOf(request), request.body.caseId);
      return reply.code(created ? 201 : 200).send(found);
    },
  );

  app.delete(
    `${base}/kanbans/:id`,
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete a kanban with its columns and cards (the office’s → 409)',
        params,
        response: { ...gone, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await kanban.removeKanban(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/teams`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The teams the user may make a kanban for',
        response: { 200: kanbanTeamsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => kanban.teams(actorOf(request)),
  );

  app.get(
    `${base}/cases`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A few legal cases the user may open, matching q, to link a card to',
        querystring: kanbanCasesQuerySchema,
        response: { 200: kanbanCasesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => kanban.cases(actorOf(request), request.query.q),
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
    async (request, reply) => reply.code(201).send(await kanban.board.add(actorOf(request), request.body)),
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
    async (request, reply) => reply.code(201).send(await kanban.board.rename(actorOf(request), request.body)),
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
      return reply.code(201).send({ boards: await kanban.board.reorder(actorOf(request), ids) });
    },
  );

  app.delete(
    `${base}/board/:id`,
    {
      config: { access: DELETE },
      schema: { tags, summary: 'Delete a column and its cards', params, response: gone },
    },
    async (request, reply) => {
      await kanban.board.remove(actorOf(request), request.params.id);
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
    async (request, reply) => reply.code(201).send(await kanban.item.add(actorOf(request), request.body)),
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
    async (request, reply) => reply.code(201).send(await kanban.item.update(actorOf(request), request.body.item)),
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
    async (request, reply) => reply.code(201).send(await kanban.item.reorder(actorOf(request), request.body)),
  );

  app.delete(
    `${base}/item/:id`,
    {
      config: { access: DELETE },
      schema: { tags, summary: 'Delete a card', params, response: gone },
    },
    async (request, reply) => {
      await kanban.item.remove(actorOf(request), request.params.id);
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
    async (request) => ({ comments: await kanban.item.comments(actorOf(request), request.params.id) }),
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
      reply.code(201).send(await kanban.item.comment(actorOf(request), request.params.id, request.body.body)),
  );
};
