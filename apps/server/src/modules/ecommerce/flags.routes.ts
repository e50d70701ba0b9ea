import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { notFound } from '../../lib/errors.ts';
import { hasFlag, readFlag } from './flags.ts';

/**
 * `GET /api/flags/{code}.svg`: a country's flag, the `countryFlag` URL of customers. Open to anyone (pictures of
 * flags are no secret, and an `<img>` must load them on any page). Kept a year by browsers: a flag's drawing
 * seldom changes, and an old one shown for a while after a package update harms nobody.
 */
export const flagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/flags/:code.svg',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ecommerce'],
        summary: 'A country flag (SVG) by its two-letter code in lower case; 404 for anything else',
        params: z.object({ code: z.string() }),
        // No response schema: the body is the SVG's bytes (errors still use the one error body).
      },
    },
    async (request, reply) => {
      if (!hasFlag(request.params.code)) throw notFound('No flag for this country code');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await readFlag(request.params.code));
    },
  );
};
