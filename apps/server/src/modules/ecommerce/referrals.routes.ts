import { referralLinkSchema, referralListQuerySchema, referralListSchema, referralStatsSchema } from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { ReferralsService } from './referrals.service.ts';

const { READ } = accessTo('Referral');
const tags = ['ecommerce-referrals'];

/** Referrals: list, stat cards, and the signed-in user's own link. */
export const referralsRoutes: FastifyPluginAsyncZod<{ referrals: ReferralsService }> = async (app, { referrals }) => {
  app.get(
    '/api/apps/ecommerce/referrals',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Referrals: filter by status, sort, page; value and earning in the store currency',
        querystring: referralListQuerySchema,
        response: { 200: referralListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => referrals.list(request.query),
  );

  app.get(
    '/api/apps/ecommerce/referrals/stats',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The referrals page stat cards',
        response: { 200: referralStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => referrals.stats(),
  );

  app.get(
    '/api/apps/ecommerce/referrals/link',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The signed-in user's referral code and link",
        response: { 200: referralLinkSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const host = request.headers.host ?? request.host;
      return referrals.link(currentUser(request), `${request.protocol}://${host}`);
    },
  );
};
