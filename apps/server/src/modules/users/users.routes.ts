import {
  idParamsSchema,
  userActivityListSchema,
  userActivityQuerySchema,
  userConnectionListSchema,
  userCreateBodySchema,
  userDetailSchema,
  userListQuerySchema,
  userListSchema,
  userNotificationListSchema,
  userPasswordBodySchema,
  userProjectListSchema,
  userRoleOptionsSchema,
  userSessionListSchema,
  userStatsSchema,
  userUpdateBodySchema,
} from '@mizan/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { Actor, UsersService } from './users.service.ts';

const { READ, CREATE, UPDATE, DELETE } = accessTo('User');
const tags = ['users'];

const actorOf = (request: FastifyRequest): Actor => ({
  id: currentUser(request).id,
  sessionId: request.sessionId,
  ability: request.ability,
});

/** User administration (spec §7 users calls), `/apps/user/list` and `/apps/user/view/{id}`. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/apps/users',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Users: search (name or email), filter, sort, page; newest first before sorting',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    '/api/apps/users/stats',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'How many users in all and per status',
        response: { 200: userStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => users.stats(),
  );

  app.get(
    '/api/apps/users/roles',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The role names a user may be given',
        response: { 200: userRoleOptionsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ roles: await users.roleOptions() }),
  );

  app.get(
    '/api/apps/users/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One user with the detail fields',
        params: idParamsSchema,
        response: { 200: userDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => users.get(request.params.id),
  );

  app.post(
    '/api/apps/users',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary:
          'Add a user with a role whose rights the caller all holds (403 otherwise). Without a username one is made from the e-mail; without a password the user is created pending and invited by e-mail to choose one.',
        body: userCreateBodySchema,
        response: { 201: userDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await users.create(request.body, actorOf(request))),
  );

  app.patch(
    '/api/apps/users/:id',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary:
          'Change a user (role by name, status: inactive suspends); carries the version read. 403 unless the caller holds every right of the user and of the new role.',
        params: idParamsSchema,
        body: userUpdateBodySchema,
        response: { 200: userDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => users.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/apps/users/:id',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete a user (403 unless the caller holds every right of the user)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await users.remove(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/apps/users/:id/password',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary:
          "Set a user's password; ends that user's sessions (403 unless the caller holds every right of the user)",
        params: idParamsSchema,
        body: userPasswordBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await users.setPassword(request.params.id, request.body.password, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/apps/users/:id/password-reset',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary:
          'E-mail the user a one-time link to choose a new password (a pending user: a new invitation); 403 unless the caller holds every right of the user',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await users.sendPasswordReset(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/apps/users/:id/sessions',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The user's recent devices (sessions): for that user and those who may manage users",
        params: idParamsSchema,
        response: { 200: userSessionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ sessions: await users.sessions(request.params.id, actorOf(request)) }),
  );

  app.get(
    '/api/apps/users/:id/projects',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The projects the user works on',
        params: idParamsSchema,
        response: { 200: userProjectListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ projects: await users.projects(request.params.id) }),
  );

  app.get(
    '/api/apps/users/:id/activity',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "What happened to the user's account, newest first",
        params: idParamsSchema,
        querystring: userActivityQuerySchema,
        response: { 200: userActivityListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => users.activity(request.params.id, request.query.page, request.query.itemsPerPage),
  );

  app.get(
    '/api/apps/users/:id/connections',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The user's connections",
        params: idParamsSchema,
        response: { 200: userConnectionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ connections: await users.connections(request.params.id) }),
  );

  app.get(
    '/api/apps/users/:id/notifications',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The user's newest notifications (read only): for that user and those who may manage users",
        params: idParamsSchema,
        response: { 200: userNotificationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ notifications: await users.notifications(request.params.id, actorOf(request)) }),
  );
};
