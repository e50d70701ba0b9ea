import { invoiceParamsSchema } from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo } from '../../lib/http.ts';
import type { InvoicesService } from './invoices.service.ts';

const { READ } = accessTo('Invoice');
const tags = ['invoices'];
const one = '/api/apps/invoice/:id';
const params = invoiceParamsSchema;
/** The names are an invoice number or draft-<id>: plain ASCII, so no RFC 5987 `filename*` is needed. */
const attachmentDisposition = (fileName: string) => `attachment; filename="${fileName}"`;
const pdfQuerySchema = z.object({ lang: z.optional(z.enum(['en', 'fr', 'ar'])) });

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
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
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
