import multipart from '@fastify/multipart';
import {
  CASE_DOCUMENT_MAX_BYTES,
  CASE_DOCUMENT_TEXT,
  caseDocumentListSchema,
  caseDocumentParamsSchema,
  caseDocumentSchema,
  documentCategorySchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { fieldError } from '../../lib/errors.ts';
import { fileHeaders } from '../../lib/file-types.ts';
import { errorResponses } from '../../lib/http.ts';
import { readUploadForm } from '../../lib/multipart.ts';
import type { CaseDocumentsService } from './documents.service.ts';
import { caseActorOf } from './legal-cases.http.ts';

const tags = ['legal-cases'];
/** The multipart form: one part `file`, and a field `category`, in either order. */
async function readUpload(request: FastifyRequest) {
  const { fields, ...file } = await readUploadForm(request, {
    missing: CASE_DOCUMENT_TEXT.missing,
    tooLarge: CASE_DOCUMENT_TEXT.tooLarge,
    tooLargeStatus: 413,
  });
  const parsed = documentCategorySchema.safeParse(fields.get('category'));
  if (!parsed.success) throw fieldError('category', CASE_DOCUMENT_TEXT.category);
  return { ...file, category: parsed.data };
}

/** المستندات: a case's documents, uploaded as multipart (field `file` and field `category`). */
export const caseDocumentsRoutes: FastifyPluginAsyncZod<{ documents: CaseDocumentsService }> = async (
  app,
  { documents },
) => {
  await app.register(multipart, { limits: { fileSize: CASE_DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get(
    '/api/legal-cases/:id/documents',
    {
      config: { access: { action: 'read', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: "A case's documents by category (metadata, no bytes)",
        params: idParamsSchema,
        response: { 200: caseDocumentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ documents: await documents.list(request.params.id, caseActorOf(request)) }),
  );

  app.post(
    '/api/legal-cases/:id/documents',
    {
      config: { access: { action: 'create', subject: 'LegalCase' } },
      schema: {
        tags,
        summary:
          'Upload a document (multipart: `file` at most 10 MB — PDF, PNG, JPEG, GIF, WebP, DOCX, XLSX, DOC or text, checked by its bytes — and `category`)',
        params: idParamsSchema,
        response: { 201: caseDocumentSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      // The case first: a caller who may not see it gets its 404 before anything about the file.
      const actor = caseActorOf(request);
      await documents.checkCase(request.params.id, actor);
      const upload = await readUpload(request);
      return reply.code(201).send(await documents.upload(request.params.id, upload, actor));
    },
  );

  app.get(
    '/api/legal-cases/:id/documents/:docId/download',
    {
      config: { access: { action: 'read', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: "A document's exact bytes, as an attachment; the ETag is its SHA-256",
        params: caseDocumentParamsSchema,
        // No response schema: the body is the file's bytes (errors still use the one error body).
      },
    },
    async (request, reply) => {
      const document = await documents.download(request.params.id, request.params.docId, caseActorOf(request));
      return reply
        .headers(fileHeaders(document))
        .header('etag', `"${document.checksum}"`)
        .header('cache-control', 'private, no-cache')
        .send(document.bytes);
    },
  );

  app.delete(
    '/api/legal-cases/:id/documents/:docId',
    {
      config: { access: { action: 'delete', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: 'Delete a document and its bytes',
        params: caseDocumentParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await documents.remove(request.params.id, request.params.docId, caseActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
