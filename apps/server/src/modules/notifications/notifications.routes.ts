import {
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSchema,
  notificationUpdateBodySchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { NotificationsService } from './notifications.service.ts';

const NOT_FOUND = 'Notification not found';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'The newest 20 of my notifications and how many are unread',
        response: { 200: notificationListSchema, ...errorResponses(401) },
      },
    },
    async (request) => notifications.list(currentUser(request).id),
  );

  app.patch(
    '/api/notifications/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read or unread',
        params: notificationIdParamsSchema,
        body: notificationUpdateBodySchema,
        response: { 200: notificationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const updated = await notifications.setRead(currentUser(request).id, request.params.id, request.body.read);
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await notifications.readAll(currentUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/notifications/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Delete one of my notifications',
        params: notificationIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const removed = await notifications.remove(currentUser(request).id, request.params.id);
      if (!removed) throw notFound(NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};
