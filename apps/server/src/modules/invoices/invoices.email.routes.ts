import {
  invoiceBulkEmailBodySchema,
  invoiceBulkEmailResultSchema,
  invoiceDetailSchema,
  invoiceEmailBodySchema,
  invoiceParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { InvoicesService } from './invoices.service.ts';

const { UPDATE } = accessTo('Invoice');
const tags = ['invoices'];
const base = '/api/apps/invoice';

/**
 * E-mailing invoices with their PDF attached (invoices.email.ts). The mail is queued in the invoice's transaction;
 * the dispatcher sends it once the response is out (mail-wiring.ts kicks it when a request queued mail).
 */
export const invoiceEmailRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  app.post(
    `${base}/email`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary:
          'E-mail finalized invoices to their clients (1–100, in one language): those that can’t go are skipped with the reason',
        body: invoiceBulkEmailBodySchema,
        response: { 200: invoiceBulkEmailResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      invoices.emailMany(request.body.ids, request.body.language, currentUser(request).id, (invoiceId, err) =>
        request.log.error({ err, invoiceId }, 'An invoice could not be e-mailed'),
      ),
  );

  app.post(
    `${base}/:id/email`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary:
          'E-mail a finalized invoice with its PDF and public link (made if none); to the client’s address unless `to` is given. It becomes Sent',
        params: invoiceParamsSchema,
        body: invoiceEmailBodySchema,
        response: { 200: invoiceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => invoices.email(request.params.id, request.body, currentUser(request).id),
  );
};
