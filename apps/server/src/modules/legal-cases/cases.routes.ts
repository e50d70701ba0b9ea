import { Readable } from 'node:stream';
import {
  caseActivityListSchema,
  caseActivityQuerySchema,
  caseCreateBodySchema,
  caseDetailSchema,
  caseExportQuerySchema,
  caseListQuerySchema,
  caseListSchema,
  caseOptionsSchema,
  caseTransitionBodySchema,
  caseTransitionResultSchema,
  caseUpdateBodySchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../lib/http.ts';
import { caseCsv } from './cases.csv.ts';
import type { CasesService } from './cases.service.ts';
import { CASE_ACCESS, caseActorOf } from './legal-cases.http.ts';

const { READ, CREATE, UPDATE, DELETE } = CASE_ACCESS;
const tags = ['legal-cases'];

/** The case file itself: list and export, details, create, edit, delete, status transitions, activity log. */
export const casesRoutes: FastifyPluginAsyncZod<{ cases: CasesService }> = async (app, { cases }) => {
  app.get(
    '/api/legal-cases',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Cases: search, filters, quick chips, sort (next hearing first by default), pages',
        querystring: caseListQuerySchema,
        response: { 200: caseListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => cases.list(request.query, caseActorOf(request)),
  );

  app.get(
    '/api/legal-cases/export.csv',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The whole filtered list as CSV (UTF-8 with a byte-order mark, for Excel)',
        // No response schema: the body is a stream of CSV text, not JSON.
        querystring: caseExportQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="legal-cases.csv"')
        .send(Readable.from(caseCsv(cases.exportRows(request.query, caseActorOf(request))))),
  );

  app.get(
    '/api/legal-cases/options',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'What the case forms offer: lawyers and courts',
        response: { 200: caseOptionsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => cases.options(),
  );

  app.get(
    '/api/legal-cases/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One case with its team, parties, stages and derived fields',
        params: idParamsSchema,
        response: { 200: caseDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => cases.get(request.params.id, caseActorOf(request)),
  );

  app.post(
    '/api/legal-cases',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary:
          'Open a case: basics, parties (one client at least), first stage, the conflict check; numbers the file',
        body: caseCreateBodySchema,
        response: { 201: caseDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await cases.create(request.body, caseActorOf(request))),
  );

  app.patch(
    '/api/legal-cases/:id',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Edit a case (not its status, parties or stages); carries the version read',
        params: idParamsSchema,
        body: caseUpdateBodySchema,
        response: { 200: caseDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cases.update(request.params.id, request.body, caseActorOf(request)),
  );

  app.delete(
    '/api/legal-cases/:id',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete a case (kept, hidden from every list)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await cases.remove(request.params.id, caseActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/legal-cases/:id/transitions',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary:
          'Change the status (activate, suspend, close, reopen, archive); closing warns of hearings ahead and open tasks',
        params: idParamsSchema,
        body: caseTransitionBodySchema,
        response: { 200: caseTransitionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cases.transition(request.params.id, request.body, caseActorOf(request)),
  );

  app.get(
    '/api/legal-cases/:id/activity',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The case's activity log, newest first",
        params: idParamsSchema,
        querystring: caseActivityQuerySchema,
        response: { 200: caseActivityListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      cases.activity(request.params.id, request.query.page, request.query.itemsPerPage, caseActorOf(request)),
  );
};
