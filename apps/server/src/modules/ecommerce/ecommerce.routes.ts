import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';

/**
 * Every e-commerce call (spec §7 `/api/apps/ecommerce/…` and `/api/dashboard/ecommerce`): one line per part,
 * each part's routes and service in their own files.
 */
export const ecommerceRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  void app;
  void db;
};
