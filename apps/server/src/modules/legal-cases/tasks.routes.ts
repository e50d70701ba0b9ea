import {
  caseTaskCreateBodySchema,
  caseTaskListSchema,
  caseTaskParamsSchema,
  caseTaskSchema,
  caseTaskUpdateBodySchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../lib/http.ts';
import type { CaseTasksService } from './tasks.service.ts';
import { caseActorOf } from './legal-cases.http.ts';

const tags = ['legal-cases'];
/** المهام والمواعيد: a case's tasks and deadlines. */
export const caseTasksRoutes: FastifyPluginAsyncZod<{ tasks: CaseTasksService }> = async (app, { tasks }) => {
  app.get(
    '/api/legal-cases/:id/tasks',
    {
      config: { access: { action: 'read', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: "A case's tasks: open ones first by due date, then the done ones",
        params: idParamsSchema,
        response: { 200: caseTaskListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ tasks: await tasks.list(request.params.id, caseActorOf(request)) }),
  );

  app.post(
    '/api/legal-cases/:id/tasks',
    {
      config: { access: { action: 'create', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: 'Add a task (assignee: an active user; remindAt on or before dueAt)',
        params: idParamsSchema,
        body: caseTaskCreateBodySchema,
        response: { 201: caseTaskSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await tasks.create(request.params.id, request.body, caseActorOf(request))),
  );

  app.patch(
    '/api/legal-cases/:id/tasks/:taskId',
    {
      config: { access: { action: 'update', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: 'Edit a task; `completed` completes or reopens it',
        params: caseTaskParamsSchema,
        body: caseTaskUpdateBodySchema,
        response: { 200: caseTaskSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => tasks.update(request.params.id, request.params.taskId, request.body, caseActorOf(request)),
  );

  app.delete(
    '/api/legal-cases/:id/tasks/:taskId',
    {
      config: { access: { action: 'delete', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: 'Delete a task',
        params: caseTaskParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await tasks.remove(request.params.id, request.params.taskId, caseActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
