import {
  idParamsSchema,
  productBodySchema,
  productBulkDeleteBodySchema,
  productBulkDeleteResultSchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productStatsSchema,
  productUpdateBodySchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import type { ProductsService } from './products.service.ts';

const { READ, CREATE, UPDATE, DELETE } = accessTo('Product');
const tags = ['ecommerce'];

/** Products (spec §7 products calls), `/apps/ecommerce/product/list` and `/product/add`. */
export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (app, { products }) => {
  app.get(
    '/api/apps/ecommerce/products',
    {
      config: { access: READ },
      schema: {
        tags,
        summary:
          'Products: search (name, brand or SKU), filter (stock, category name, status), sort, page; newest first before sorting',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => products.list(request.query),
  );

  app.get(
    '/api/apps/ecommerce/products/stats',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Product counts (published, scheduled, out of stock, low stock) and the inventory value',
        response: { 200: productStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => products.stats(),
  );

  app.get(
    '/api/apps/ecommerce/products/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One product with every field of the add/edit form',
        params: idParamsSchema,
        response: { 200: productDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => products.get(request.params.id),
  );

  app.post(
    '/api/apps/ecommerce/products',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Add a product (description sanitised; images in display order)',
        body: productBodySchema,
        response: { 201: productDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await products.create(request.body)),
  );

  app.put(
    '/api/apps/ecommerce/products/:id',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Change a product; carries the version read (409 when stale)',
        params: idParamsSchema,
        body: productUpdateBodySchema,
        response: { 200: productDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => products.update(request.params.id, request.body),
  );

  app.post(
    '/api/apps/ecommerce/products/bulk-delete',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete several products; unknown ids are skipped',
        body: productBulkDeleteBodySchema,
        response: { 200: productBulkDeleteResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => products.removeMany(request.body.ids),
  );

  app.delete(
    '/api/apps/ecommerce/products/:id',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete a product (spec §8: an unknown id answers 404 with no body)',
        params: idParamsSchema,
        // Spec §8: an unknown id is a 404 with no body at all.
        response: { 204: z.null(), 404: z.optional(z.null()), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (!(await products.remove(request.params.id))) return reply.code(404).send(undefined);
      return reply.code(204).send(null);
    },
  );
};
