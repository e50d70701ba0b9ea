import { caseSummarySchema } from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import type { CaseSummaryService } from './summary.service.ts';
import { CASE_ACCESS, caseActorOf } from './legal-cases.http.ts';

const { READ } = CASE_ACCESS;

/** The CRM dashboard's legal-cases card. A static path: Fastify matches it before `/api/legal-cases/:id`. */
export const caseSummaryRoutes: FastifyPluginAsyncZod<{ summary: CaseSummaryService }> = async (app, { summary }) => {
  app.get(
    '/api/legal-cases/summary',
    {
      config: { access: READ },
      schema: {
        tags: ['legal-cases'],
        summary:
          'Counts for the dashboard: cases by status, hearings today, overdue hearings, powers expiring in 30 days',
        response: { 200: caseSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => summary.summary(caseActorOf(request)),
  );
};
