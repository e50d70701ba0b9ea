import {
  caseUnbilledSchema,
  clientDirectoryQuerySchema,
  clientDirectorySchema,
  invoiceCreatedSchema,
  invoiceFromCaseParamsSchema,
  invoiceFromOrderParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { accessTo } from '../../lib/http.ts';
import { errorResponses } from '../../lib/http.ts';
import { negotiateLanguage } from '../../lib/messages/translate.ts';
import { currentUser } from '../../plugins/access.ts';
import type { SourceActor } from './invoices.sources.ts';
import type { InvoicesService } from './invoices.service.ts';

const { READ, CREATE } = accessTo('Invoice');
const tags = ['invoices'];
const base = '/api/apps/invoice';

const actorOf = (request: FastifyRequest): SourceActor => ({ id: currentUser(request).id, ability: request.ability });
const languageOf = (request: FastifyRequest) => negotiateLanguage(request.headers['accept-language']);
/** The second right these calls need beside their declared one (403 without it, as the declared one answers). */
const needs = (request: FastifyRequest, action: 'read', subject: 'LegalCase' | 'Order') => {
  if (!request.ability.can(action, subject)) throw forbidden();
};

/** The office's own flows into invoices: from a case's fees, from a shop order, and the picker's client directory. */
export const invoiceSourcesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  app.get(
    `${base}/client-directory`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary:
          'At most 10 of the office’s clients matching q, each with its kind: legal contacts (with read LegalCase), shop customers (with read Customer), past invoice clients',
        querystring: clientDirectoryQuerySchema,
        response: { 200: clientDirectorySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => invoices.clientDirectory(request.query.q, actorOf(request)),
  );

  app.get(
    `${base}/from-case/:caseId`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary:
          'What a case has left to invoice: agreed fees − what its uncancelled invoices bill before VAT (404 for a case the caller can’t open)',
        params: invoiceFromCaseParamsSchema,
        response: { 200: caseUnbilledSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      needs(request, 'read', 'LegalCase');
      return invoices.caseUnbilled(request.params.caseId, actorOf(request));
    },
  );

  app.post(
    `${base}/from-case/:caseId`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary:
          'A draft of the case’s unbilled fees (one line, the case’s client); 409 when nothing is left; answers its id',
        params: invoiceFromCaseParamsSchema,
        response: { 201: invoiceCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      needs(request, 'read', 'LegalCase');
      const created = await invoices.fromCase(request.params.caseId, actorOf(request), languageOf(request));
      return reply.code(201).send(created);
    },
  );

  app.post(
    `${base}/from-order/:orderId`,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary:
          'A draft of a shop order’s lines (by order number) for its customer; 409 naming the invoice when already invoiced',
        params: invoiceFromOrderParamsSchema,
        response: { 201: invoiceCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      needs(request, 'read', 'Order');
      const created = await invoices.fromOrder(request.params.orderId, actorOf(request), languageOf(request));
      return reply.code(201).send(created);
    },
  );
};
