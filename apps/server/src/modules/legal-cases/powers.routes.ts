import {
  casePowerLinkBodySchema,
  casePowerListSchema,
  casePowerParamsSchema,
  idParamsSchema,
  poaCreateBodySchema,
  poaListQuerySchema,
  poaListSchema,
  poaSchema,
  poaUpdateBodySchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../lib/http.ts';
import type { PowersService } from './powers.service.ts';
import { CASE_ACCESS, caseActorOf } from './legal-cases.http.ts';

const { READ, CREATE, UPDATE, DELETE } = CASE_ACCESS;
const tags = ['legal-powers'];

/** الوكالات: powers of attorney and their links to cases (each link keeps the case's `poa_expires_at`). */
export const powersRoutes: FastifyPluginAsyncZod<{ powers: PowersService }> = async (app, { powers }) => {
  app.get(
    '/api/legal-powers',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Powers of attorney: search number, issuer, principal; filter by effective status, expiry, principal',
        querystring: poaListQuerySchema,
        response: { 200: poaListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => powers.list(request.query, caseActorOf(request)),
  );

  app.get(
    '/api/legal-powers/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One power of attorney',
        params: idParamsSchema,
        response: { 200: poaSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => powers.get(request.params.id, caseActorOf(request)),
  );

  app.post(
    '/api/legal-powers',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Add a power of attorney, with its lawyers and the cases it covers',
        body: poaCreateBodySchema,
        response: { 201: poaSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await powers.create(request.body, caseActorOf(request))),
  );

  app.patch(
    '/api/legal-powers/:id',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Change a power of attorney (status revoked revokes; lawyerIds / caseIds replace the lists)',
        params: idParamsSchema,
        body: poaUpdateBodySchema,
        response: { 200: poaSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => powers.update(request.params.id, request.body, caseActorOf(request)),
  );

  app.delete(
    '/api/legal-powers/:id',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete a power of attorney',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await powers.remove(request.params.id, caseActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/legal-cases/:id/powers',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The powers of attorney linked to a case',
        params: idParamsSchema,
        response: { 200: casePowerListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ powers: await powers.forCase(request.params.id, caseActorOf(request)) }),
  );

  app.post(
    '/api/legal-cases/:id/powers',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Link a power of attorney to a case',
        params: idParamsSchema,
        body: casePowerLinkBodySchema,
        response: { 201: poaSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await powers.linkToCase(request.params.id, request.body.poaId, caseActorOf(request))),
  );

  app.delete(
    '/api/legal-cases/:id/powers/:poaId',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Unlink a power of attorney from a case',
        params: casePowerParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await powers.unlinkFromCase(request.params.id, request.params.poaId, caseActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
