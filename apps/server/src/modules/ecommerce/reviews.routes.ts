import {
  idParamsSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewSchema,
  reviewStatusBodySchema,
  reviewSummarySchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import type { ReviewsService } from './reviews.service.ts';

const { READ, UPDATE, DELETE } = accessTo('Review');
const tags = ['ecommerce-reviews'];

/** Product reviews: list, the page's widgets, approve/unpublish, delete. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get(
    '/api/apps/ecommerce/reviews',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Reviews: search product, reviewer, email or text; filter by status and rating; sort; page',
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => reviews.list(request.query),
  );

  app.get(
    '/api/apps/ecommerce/reviews/summary',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The reviews page widgets: average rating, distribution, published/pending, last week',
        response: { 200: reviewSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async () => reviews.summary(),
  );

  app.patch(
    '/api/apps/ecommerce/reviews/:id',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Approve (Published) or unpublish (Pending) a review',
        params: idParamsSchema,
        body: reviewStatusBodySchema,
        response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reviews.setStatus(request.params.id, request.body.status),
  );

  app.delete(
    '/api/apps/ecommerce/reviews/:id',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete a review; an unknown id is a 404 without a body (spec §8)',
        params: idParamsSchema,
        response: { 204: z.null(), 404: z.optional(z.null()), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (!(await reviews.remove(request.params.id))) return reply.code(404).send(undefined);
      return reply.code(204).send(null);
    },
  );
};
