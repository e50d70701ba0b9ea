import { invoiceParamsSchema } from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { InvoicesService } from './invoices.service.ts';

const { READ, UPDATE } = accessTo('Invoice');
const tags = ['invoices'];
const one = '/api/apps/invoice/:id';
const params = invoiceParamsSchema;
/** The names are an invoice number or draft-<id>: plain ASCII, so no RFC 5987 `filename*` is needed. */
const attachmentDisposition = (fileName: string) => `attachment; filename="${fileName}"`;
const pdfQuerySchema = z.object({ lang: z.optional(z.enum(['en', 'fr', 'ar'])) });
const linkSchema = z.object({ token: z.string(), path: z.string() });
const tokenParamsSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(100)) });

const pdfHeaders = (fileName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': attachmentDisposition(fileName),
  'cache-control': 'private, no-cache',
  'x-content-type-options': 'nosniff',
});

/** The invoice's documents: the PDF (drafts too, titled "Draft") and the ZATCA UBL XML (issued invoices only). */
export const invoiceDocumentsRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.get(
    `${one}/pdf`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The invoice as an A4 PDF in en, fr or ar (en when not given), with its ZATCA QR once finalized',
        params,
        querystring: pdfQuerySchema,
        // No response schema: the body is the PDF's bytes (errors still use the one error body).
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await invoices.documents.pdf(request.params.id, request.query.lang ?? 'en');
      return reply.headers(pdfHeaders(fileName)).send(Buffer.from(pdf));
    },
  );

  app.post(
    `${one}/link`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'The public link to a finalized invoice’s PDF: made on the first call, the same until revoked',
        params,
        response: { 200: linkSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => invoices.links.create(request.params.id, currentUser(request).id),
  );

  app.delete(
    `${one}/link`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Revoke the public link: the old link answers 404; a new one gets a new token',
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await invoices.links.revoke(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/public/invoice/:token/pdf',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The PDF behind a public link (no sign-in); marks the invoice downloaded. 404 once revoked',
        params: tokenParamsSchema,
        querystring: pdfQuerySchema,
      },
    },
    async (request, reply) => {
      const { invoiceId, cancelled } = await invoices.links.resolve(request.params.token);
      // A cancelled invoice is still shown to its client, but it is no longer "downloaded" (its status stays).
      if (!cancelled) await invoices.lifecycle.markDownloaded(invoiceId);
      const { pdf, fileName } = await invoices.documents.pdf(invoiceId, request.query.lang ?? 'en');
      return reply.headers(pdfHeaders(fileName)).send(Buffer.from(pdf));
    },
  );

  app.get(
    `${one}/xml`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The ZATCA UBL 2.1 XML of a finalized invoice (phase 1, unsigned); 409 for a draft',
        // No response schema: the body is XML text; a draft's 409 uses the one error body.
        params,
      },
    },
    async (request, reply) => {
      const { xml, fileName } = await invoices.documents.xml(request.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(xml);
    },
  );
};
