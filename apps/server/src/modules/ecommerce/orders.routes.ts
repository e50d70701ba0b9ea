import {
  orderCreateBodySchema,
  orderDeleteQuerySchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListSchema,
  orderParamsSchema,
  orderStatsSchema,
  orderStatusBodySchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { OrdersService } from './orders.service.ts';

const { READ, CREATE, UPDATE, DELETE } = accessTo('Order');
const tags = ['ecommerce'];
const base = '/api/apps/ecommerce/orders';

/** The orders (spec §7): list, chips' counts, details by order number, status and payment changes, back-office orders, delete. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    base,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Orders: search (number, customer name or email), status, payment and customer filters, sort, pages',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => orders.list(request.query),
  );

  app.get(
    `${base}/stats`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Orders per payment code and status (from the tallies)',
        response: { 200: orderStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => orders.stats(),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One order by its number: items, totals, addresses, customer, timeline',
        params: orderParamsSchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => orders.get(request.params.id),
  );

  app.post(
    `${base}/:id/status`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary:
          'Move the order forward to a later status and/or change its payment status (each recorded in its timeline); carries the version read',
        params: orderParamsSchema,
        body: orderStatusBodySchema,
        response: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => orders.setStatus(request.params.id, request.body, { id: currentUser(request).id }),
  );

  app.post(
    base,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Take an order: prices, tax and shipping from the products and the store settings; takes the stock',
        body: orderCreateBodySchema,
        response: { 201: orderDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await orders.create(request.body, { id: currentUser(request).id })),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary:
          'Delete an order by its id or its number (an unknown one answers 204 too, spec §8; 409 when the value is one order’s id and another’s number)',
        params: orderParamsSchema,
        querystring: orderDeleteQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      await orders.remove(request.params.id, request.query.by);
      return reply.code(204).send(null);
    },
  );
};
