import {
  agendaQuerySchema,
  agendaSchema,
  hearingCreateBodySchema,
  hearingListSchema,
  hearingOutcomeBodySchema,
  hearingOutcomeResultSchema,
  hearingParamsSchema,
  hearingSavedSchema,
  hearingUpdateBodySchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../lib/http.ts';
import type { AgendaService } from './agenda.service.ts';
import type { HearingsService } from './hearings.service.ts';
import { CASE_ACCESS, caseActorOf } from './legal-cases.http.ts';

const { READ, UPDATE } = CASE_ACCESS;
const tags = ['legal-cases'];

/** A case's hearings (الجلسات) and the hearings agenda across cases (رول الجلسات). */
export const hearingsRoutes: FastifyPluginAsyncZod<{ hearings: HearingsService; agenda: AgendaService }> = async (
  app,
  { hearings, agenda },
) => {
  app.get(
    '/api/legal-cases/agenda',
    {
      config: { access: READ },
      schema: {
        tags,
        summary:
          'The hearings of a range of days (at most 31, office time zone) by time, filterable by court and lawyer',
        querystring: agendaQuerySchema,
        response: { 200: agendaSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => agenda.agenda(request.query, caseActorOf(request)),
  );

  app.get(
    '/api/legal-cases/:id/hearings',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "A case's hearings by stage then time, each linked to the one it continues (the postponement chain)",
        params: idParamsSchema,
        response: { 200: hearingListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ hearings: await hearings.list(request.params.id, caseActorOf(request)) }),
  );

  app.post(
    '/api/legal-cases/:id/hearings',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Schedule a hearing (current stage by default); answers weekend and double-booking warnings',
        params: idParamsSchema,
        body: hearingCreateBodySchema,
        response: { 201: hearingSavedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await hearings.create(request.params.id, request.body, caseActorOf(request))),
  );

  app.patch(
    '/api/legal-cases/:id/hearings/:hearingId',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Reschedule a hearing still scheduled (409 once recorded or cancelled)',
        params: hearingParamsSchema,
        body: hearingUpdateBodySchema,
        response: { 200: hearingSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => hearings.update(request.params.id, request.params.hearingId, request.body, caseActorOf(request)),
  );

  app.delete(
    '/api/legal-cases/:id/hearings/:hearingId',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Cancel a hearing still scheduled (kept in the history as cancelled)',
        params: hearingParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await hearings.cancel(request.params.id, request.params.hearingId, caseActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/legal-cases/:id/hearings/:hearingId/outcome',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary:
          "Record a hearing's outcome; with a next date, creates the next hearing of the chain in the same transaction",
        params: hearingParamsSchema,
        body: hearingOutcomeBodySchema,
        response: { 200: hearingOutcomeResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      hearings.recordOutcome(request.params.id, request.params.hearingId, request.body, caseActorOf(request)),
  );
};
