import {
  caseEmailsParamsSchema,
  caseEmailsResponseSchema,
  emailCaseBodySchema,
  emailCaseResponseSchema,
  idParamsSchema,
  listPagingFields,
  positiveIntSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { fileHeaders } from '../../lib/file-types.ts';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { EmailCasesService } from './email.cases.ts';

const tags = ['email'];
const base = '/api/apps/email';

/**
 * Mail on a legal case's file: filing one's conversation needs update Email; reading a case's mail needs read
 * LegalCase (it is part of the case's file) and that case open to the reader.
 */
export const emailCaseRoutes: FastifyPluginAsyncZod<{ cases: EmailCasesService }> = async (app, { cases }) => {
  const actorOf = (request: Parameters<typeof currentUser>[0]) => ({
    id: currentUser(request).id,
    ability: request.ability,
  });

  app.put(
    `${base}/:id/case`,
    {
      config: { access: accessTo('Email').UPDATE },
      schema: {
        tags,
        summary: 'File the email’s conversation to a legal case the user may open (null takes it off)',
        params: idParamsSchema,
        body: emailCaseBodySchema,
        response: { 200: emailCaseResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => cases.file(actorOf(request), request.params.id, request.body.caseId),
  );

  app.get(
    `${base}/case/:caseId`,
    {
      config: { access: accessTo('LegalCase').READ },
      schema: {
        tags,
        summary: 'The mail filed to a legal case, newest first, each message once',
        params: caseEmailsParamsSchema,
        querystring: z.object({ page: listPagingFields.page }),
        response: { 200: caseEmailsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => cases.list(actorOf(request), request.params.caseId, request.query.page),
  );

  app.get(
    `${base}/case/:caseId/attachments/:id`,
    {
      config: { access: accessTo('LegalCase').READ },
      schema: {
        tags,
        summary: 'An attachment of a message filed to the case',
        params: z.object({ caseId: positiveIntSchema, id: positiveIntSchema }),
      },
    },
    async (request, reply) => {
      const file = await cases.attachment(actorOf(request), request.params.caseId, request.params.id);
      return reply
        .headers(fileHeaders(file))
        .header('etag', `"${file.checksum}"`)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(file.bytes);
    },
  );
};
