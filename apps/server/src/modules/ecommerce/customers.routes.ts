import {
  customerDetailSchema,
  customerListQuerySchema,
  customerListSchema,
  customerParamsSchema,
  customerUpdateBodySchema,
  productSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import type { CustomersService } from './customers.service.ts';

const { READ, UPDATE } = accessTo('Customer');
const tags = ['ecommerce'];
const base = '/api/apps/ecommerce/customers';

/** The customers (spec §7): list, details by customer number, edit, wishlist. */
export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (app, { customers }) => {
  app.get(
    base,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Customers: search (name, email, country or number), sort, pages; newest first by default',
        querystring: customerListQuerySchema,
        response: { 200: customerListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => customers.list(request.query),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One customer by customer number, with the details tabs’ data',
        params: customerParamsSchema,
        response: { 200: customerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => customers.get(request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Edit a customer (any fields); carries the version read; the orders follow a new name or email',
        params: customerParamsSchema,
        body: customerUpdateBodySchema,
        response: { 200: customerDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => customers.update(request.params.id, request.body),
  );

  app.get(
    `${base}/:id/wishlist`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The products on the customer’s wishlist',
        params: customerParamsSchema,
        response: { 200: z.object({ products: z.array(productSchema) }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => customers.wishlist(request.params.id),
  );
};
