import { accountSummarySchema } from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { AccountService } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/api/account/summary',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user: data, status, dates, open sessions and permissions',
        response: { 200: accountSummarySchema, ...errorResponses(401) },
      },
    },
    async (request) => account.summary(currentUser(request)),
  );
};
