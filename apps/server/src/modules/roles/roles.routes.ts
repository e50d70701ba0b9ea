import {
  roleAssignBodySchema,
  roleCreateBodySchema,
  roleIdParamsSchema,
  roleListSchema,
  roleSchema,
  roleUpdateBodySchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../lib/http.ts';
import type { RolesService } from './roles.service.ts';

/** Roles and their permission matrix (spec §6). Reading needs `read Role`; each write its own action on Role. */
export const rolesRoutes: FastifyPluginAsyncZod<{
  roles: RolesService;
}> = async (app, { roles }) => {
  app.get(
    '/api/apps/roles',
    {
      config: { access: { action: 'read', subject: 'Role' } },
      schema: {
        tags: ['roles'],
        summary: 'Every role with its rules, permissions, user count and a few holders',
        response: { 200: roleListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => roles.list(),
  );

  app.get(
    '/api/apps/roles/:id',
    {
      config: { access: { action: 'read', subject: 'Role' } },
      schema: {
        tags: ['roles'],
        summary: 'One role with its rule matrix',
        params: roleIdParamsSchema,
        response: { 200: roleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => roles.get(request.params.id),
  );

  app.post(
    '/api/apps/roles',
    {
      config: { access: { action: 'create', subject: 'Role' } },
      schema: {
        tags: ['roles'],
        summary: 'Create a role (unique name) with its rules',
        body: roleCreateBodySchema,
        response: { 201: roleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await roles.create(request.body, request.ability)),
  );

  app.put(
    '/api/apps/roles/:id',
    {
      config: { access: { action: 'update', subject: 'Role' } },
      schema: {
        tags: ['roles'],
        summary: 'Rename a role and replace its rules; 409 when `version` is stale',
        params: roleIdParamsSchema,
        body: roleUpdateBodySchema,
        response: {
          200: roleSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => roles.update(request.params.id, request.body, request.ability),
  );

  app.delete(
    '/api/apps/roles/:id',
    {
      config: { access: { action: 'delete', subject: 'Role' } },
      schema: {
        tags: ['roles'],
        summary: 'Delete a role nobody holds (never admin or client)',
        params: roleIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await roles.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/apps/roles/:id/users',
    {
      config: { access: { action: 'update', subject: 'Role' } },
      schema: {
        tags: ['roles'],
        summary: 'Move users into this role',
        params: roleIdParamsSchema,
        body: roleAssignBodySchema,
        response: { 200: roleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => roles.assignUsers(request.params.id, request.body, request.ability),
  );
};
