import {
  ERROR_TEXT,
  invoiceActivityListSchema,
  invoiceClientListSchema,
  invoiceClientsQuerySchema,
  invoiceCreditNoteBodySchema,
  invoiceDeleteErrorSchema,
  invoiceDetailSchema,
  invoiceDraftBodySchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceParamsSchema,
  invoiceSettingsSchema,
  invoiceStatsSchema,
  invoiceSettingsUpdateBodySchema,
  invoicePaymentBodySchema,
  invoiceUpdateBodySchema,
  invoiceWithPaymentDetailsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import { invoiceDocumentsRoutes } from './invoices.documents.routes.ts';
import { invoiceEmailRoutes } from './invoices.email.routes.ts';
import { invoiceSourcesRoutes } from './invoices.sources.routes.ts';
import type { InvoicesService } from './invoices.service.ts';

const { READ, CREATE, UPDATE, DELETE } = accessTo('Invoice');
const tags = ['invoices'];
const base = '/api/apps/invoice';
const one = `${base}/:id`;
const params = invoiceParamsSchema;
const changed = { 200: invoiceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) };

/** The invoices (spec §7 and the calls the pages need beside them). */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  await app.register(invoiceDocumentsRoutes, { invoices });
  await app.register(invoiceEmailRoutes, { invoices });
  await app.register(invoiceSourcesRoutes, { invoices });

  app.get(
    base,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Invoices: search (client name, e-mail or id), computed status, issue-date range, sort, pages',
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => invoices.list(request.query),
  );

  app.get(
    `${base}/clients`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The first 5 clients of the invoices (the form’s client picker), matching q',
        querystring: invoiceClientsQuerySchema,
        response: { 200: invoiceClientListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => invoices.clients(request.query.q),
  );

  app.get(
    `${base}/stats`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The list’s stat cards: distinct clients, invoices, received and still owed (store currency)',
        response: { 200: invoiceStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => invoices.stats(),
  );

  app.get(
    `${base}/settings`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Who issues the invoices (seller name, VAT number) and where they are paid (bank, IBAN, SWIFT)',
        response: { 200: invoiceSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => invoices.settings(),
  );

  app.put(
    `${base}/settings`,
    {
      config: { access: { action: 'manage', subject: 'Invoice' } },
      schema: {
        tags,
        summary: 'Save the invoice settings with the version read (0 before the first save; 409 when stale)',
        body: invoiceSettingsUpdateBodySchema,
        response: { 200: invoiceSettingsSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => invoices.updateSettings(request.body),
  );

  app.get(
    one,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One invoice with its lines and payments, and where to pay it',
        params,
        response: { 200: invoiceWithPaymentDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => invoices.get(request.params.id),
  );

  app.get(
    `${one}/activity`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'What happened to the invoice, who did it and when, newest first',
        params,
        response: { 200: invoiceActivityListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => invoices.activity(request.params.id),
  );

  app.post(
    base,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'A new draft: totals computed from its lines, the store’s currency; no number until finalized',
        body: invoiceDraftBodySchema,
        response: { 201: invoiceDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await invoices.create(request.body, userId(request))),
  );

  app.put(
    one,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Edit a draft (its lines replaced whole); 409 when finalized or changed since the version read',
        params,
        body: invoiceUpdateBodySchema,
        response: changed,
      },
    },
    async (request) => invoices.update(request.params.id, request.body, userId(request)),
  );

  app.post(
    `${one}/finalize`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Finalize a draft: the next number of the gap-free series, lines frozen',
        params,
        response: changed,
      },
    },
    async (request) => invoices.finalize(request.params.id, userId(request)),
  );

  app.post(
    `${one}/payments`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Record a payment (date, amount, method); more than owed leaves a negative balance',
        params,
        body: invoicePaymentBodySchema,
        response: changed,
      },
    },
    async (request) => invoices.addPayment(request.params.id, request.body, userId(request)),
  );

  app.post(
    `${one}/send`,
    {
      config: { access: UPDATE },
      schema: { tags, summary: 'Mark a finalized invoice as sent', params, response: changed },
    },
    async (request) => invoices.markSent(request.params.id, userId(request)),
  );

  app.post(
    `${one}/credit-note`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Cancel a finalized invoice by a credit note of its total (its own number); payments stay recorded',
        params,
        body: invoiceCreditNoteBodySchema,
        response: changed,
      },
    },
    async (request) => invoices.creditNote(request.params.id, request.body.reason, userId(request)),
  );

  app.delete(
    one,
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary:
          'Delete a draft (404 { error } when unknown, spec §8; 409 for a finalized one, which a credit note cancels)',
        params,
        response: { 204: z.null(), 404: invoiceDeleteErrorSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      if (await invoices.remove(request.params.id)) return reply.code(204).send(null);
      // Spec §8's body, with `message` too so the web reads it as it reads every error.
      return reply.code(404).send({ error: ERROR_TEXT.somethingWentWrong, message: ERROR_TEXT.somethingWentWrong });
    },
  );
};
