import {
  categoryBodySchema,
  categoryDeleteQuerySchema,
  categoryListQuerySchema,
  categoryListSchema,
  categorySchema,
  categoryUpdateBodySchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import type { CategoriesService } from './categories.service.ts';

const { READ, CREATE, UPDATE, DELETE } = accessTo('Product');
const tags = ['ecommerce'];

/** Product categories (`/apps/ecommerce/product/category-list`). */
export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/api/apps/ecommerce/categories',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Categories: search (name or slug), sort (name, products, earnings), page; newest first by default',
        querystring: categoryListQuerySchema,
        response: { 200: categoryListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => categories.list(request.query),
  );

  app.get(
    '/api/apps/ecommerce/categories/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One category',
        params: idParamsSchema,
        response: { 200: categorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => categories.get(request.params.id),
  );

  app.post(
    '/api/apps/ecommerce/categories',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Add a category (the slug is derived from the name when empty)',
        body: categoryBodySchema,
        response: { 201: categorySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await categories.create(request.body)),
  );

  app.put(
    '/api/apps/ecommerce/categories/:id',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Change a category; carries the version read (409 when stale)',
        params: idParamsSchema,
        body: categoryUpdateBodySchema,
        response: { 200: categorySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => categories.update(request.params.id, request.body),
  );

  app.delete(
    '/api/apps/ecommerce/categories/:id',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete a category; one with products needs `moveTo` (409 without), they move in the same transaction',
        params: idParamsSchema,
        querystring: categoryDeleteQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await categories.remove(request.params.id, request.query.moveTo);
      return reply.code(204).send(null);
    },
  );
};
