import {
  permissionCreateBodySchema,
  permissionIdParamsSchema,
  permissionListQuerySchema,
  permissionListSchema,
  permissionSchema,
  permissionUpdateBodySchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../lib/http.ts';
import type { PermissionsService } from './permissions.service.ts';

/** Permissions (spec §7): reading needs `read Permission`; each write its own action on Permission. */
export const permissionsRoutes: FastifyPluginAsyncZod<{
  permissions: PermissionsService;
}> = async (app, { permissions }) => {
  app.get(
    '/api/apps/permissions',
    {
      config: { access: { action: 'read', subject: 'Permission' } },
      schema: {
        tags: ['permissions'],
        summary: 'Search, sort and page the permissions',
        querystring: permissionListQuerySchema,
        response: {
          200: permissionListSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => permissions.list(request.query),
  );

  app.get(
    '/api/apps/permissions/:id',
    {
      config: { access: { action: 'read', subject: 'Permission' } },
      schema: {
        tags: ['permissions'],
        summary: 'One permission with its rules',
        params: permissionIdParamsSchema,
        response: {
          200: permissionSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => permissions.get(request.params.id),
  );

  app.post(
    '/api/apps/permissions',
    {
      config: { access: { action: 'create', subject: 'Permission' } },
      schema: {
        tags: ['permissions'],
        summary: 'Create a permission (name, rules, assigned roles)',
        body: permissionCreateBodySchema,
        response: { 201: permissionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await permissions.create(request.body, request.ability)),
  );

  app.put(
    '/api/apps/permissions/:id',
    {
      config: { access: { action: 'update', subject: 'Permission' } },
      schema: {
        tags: ['permissions'],
        summary: 'Change a permission; its roles gain or lose its rules at once. 409 when `version` is stale',
        params: permissionIdParamsSchema,
        body: permissionUpdateBodySchema,
        response: {
          200: permissionSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => permissions.update(request.params.id, request.body, request.ability),
  );

  app.delete(
    '/api/apps/permissions/:id',
    {
      config: { access: { action: 'delete', subject: 'Permission' } },
      schema: {
        tags: ['permissions'],
        summary: 'Delete a permission; its roles lose its rules',
        params: permissionIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await permissions.remove(request.params.id, request.ability);
      return reply.code(204).send(null);
    },
  );
};
