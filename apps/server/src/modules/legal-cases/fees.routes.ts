import {
  caseFeeCreateBodySchema,
  caseFeeListSchema,
  caseFeeParamsSchema,
  caseFeeSchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../lib/http.ts';
import type { CaseFeesService } from './fees.service.ts';
import { caseActorOf } from './legal-cases.http.ts';

const tags = ['legal-cases'];
/** الأتعاب: a case's fee agreement, payments and expenses. */
export const caseFeesRoutes: FastifyPluginAsyncZod<{ fees: CaseFeesService }> = async (app, { fees }) => {
  app.get(
    '/api/legal-cases/:id/fees',
    {
      config: { access: { action: 'read', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: "A case's fee entries and totals (decimal text; balance = agreed − paid)",
        params: idParamsSchema,
        response: { 200: caseFeeListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => fees.list(request.params.id, caseActorOf(request)),
  );

  app.post(
    '/api/legal-cases/:id/fees',
    {
      config: { access: { action: 'create', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: 'Add an agreement, payment or expense (amount > 0, at most 2 decimals; Arabic-Indic digits accepted)',
        params: idParamsSchema,
        body: caseFeeCreateBodySchema,
        response: { 201: caseFeeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await fees.create(request.params.id, request.body, caseActorOf(request))),
  );

  app.delete(
    '/api/legal-cases/:id/fees/:feeId',
    {
      config: { access: { action: 'delete', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: 'Delete a fee entry',
        params: caseFeeParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await fees.remove(request.params.id, request.params.feeId, caseActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
