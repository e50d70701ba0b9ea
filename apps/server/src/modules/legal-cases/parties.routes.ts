import {
  caseConflictSchema,
  conflictCheckBodySchema,
  conflictCheckResultSchema,
  conflictWaiveBodySchema,
  idParamsSchema,
  partyCreateBodySchema,
  partyListSchema,
  partyParamsSchema,
  partyUpdateBodySchema,
  partyWriteResultSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../lib/http.ts';
import type { ConflictsService } from './conflicts.service.ts';
import type { PartiesService } from './parties.service.ts';
import { CASE_ACCESS, caseActorOf } from './legal-cases.http.ts';

const { READ, UPDATE } = CASE_ACCESS;
const tags = ['legal-cases'];

/** The parties of a case (الأطراف) and the conflict check (فحص تعارض المصالح). */
export const partiesRoutes: FastifyPluginAsyncZod<{ parties: PartiesService; conflicts: ConflictsService }> = async (
  app,
  { parties, conflicts },
) => {
  app.get(
    '/api/legal-cases/:id/parties',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The case's parties in order, with their contact",
        params: idParamsSchema,
        response: { 200: partyListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ parties: await parties.list(request.params.id, caseActorOf(request)) }),
  );

  app.post(
    '/api/legal-cases/:id/parties',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Add a contact as a party; a client or opponent reruns and records the conflict check',
        params: idParamsSchema,
        body: partyCreateBodySchema,
        response: { 201: partyWriteResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await parties.add(request.params.id, request.body, caseActorOf(request))),
  );

  app.patch(
    '/api/legal-cases/:id/parties/:partyId',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: "Change a party's role or capacity (the last client stays a client)",
        params: partyParamsSchema,
        body: partyUpdateBodySchema,
        response: { 200: partyWriteResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => parties.update(request.params.id, request.params.partyId, request.body, caseActorOf(request)),
  );

  app.delete(
    '/api/legal-cases/:id/parties/:partyId',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Remove a party (never the last client)',
        params: partyParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await parties.remove(request.params.id, request.params.partyId, caseActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/legal-cases/conflict-check',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Proposed clients who are opponents elsewhere, and proposed opponents who are clients elsewhere',
        body: conflictCheckBodySchema,
        response: { 200: conflictCheckResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => conflicts.check(request.body, caseActorOf(request)),
  );

  app.post(
    '/api/legal-cases/:id/conflict-check/waive',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Go ahead despite a conflict: records the waiver and its note',
        params: idParamsSchema,
        body: conflictWaiveBodySchema,
        response: { 200: caseConflictSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => conflicts.waive(request.params.id, request.body.note, caseActorOf(request)),
  );
};
