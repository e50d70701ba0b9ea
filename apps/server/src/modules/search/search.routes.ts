import { searchQuerySchema, searchResponseSchema } from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/api/app-bar/search',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['search'],
        summary:
          'Pages the user may open matching every word of q (title, keywords or group, in any language), best first, and the records they may read (cases, orders, products, customers, people), grouped, at most 5 per group',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => search.search({ ...request.query, ability: request.ability, userId: currentUser(request).id }),
  );
};
