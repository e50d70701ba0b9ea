import { ecommerceDashboardSchema } from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import type { DashboardService } from './dashboard.service.ts';

/** `GET /api/dashboard/ecommerce`: every figure of the e-commerce dashboard, from the roll-ups. */
export const ecommerceDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/api/dashboard/ecommerce',
    {
      config: { access: { action: 'read', subject: 'Order' } },
      schema: {
        tags: ['ecommerce'],
        summary:
          'The e-commerce dashboard: totals, monthly and daily sales, statuses, payments, top products, countries, recent orders',
        response: { 200: ecommerceDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async () => dashboard.get(),
  );
};
