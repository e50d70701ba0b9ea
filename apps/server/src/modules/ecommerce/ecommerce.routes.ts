import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { createCategoriesService } from './categories.service.ts';
import { ecommerceImagesRoutes } from './images.routes.ts';
import { createEcommerceImagesService } from './images.service.ts';
import { productsRoutes } from './products.routes.ts';
import { createProductsService } from './products.service.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService } from './settings.service.ts';
import { referralsRoutes } from './referrals.routes.ts';
import { createReferralsService } from './referrals.service.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService } from './reviews.service.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';
import { customersRoutes } from './customers.routes.ts';
import { createCustomersService } from './customers.service.ts';
import { ecommerceDashboardRoutes } from './dashboard.routes.ts';
import { flagsRoutes } from './flags.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/**
 * Every e-commerce call (spec §7 `/api/apps/ecommerce/…` and `/api/dashboard/ecommerce`): one line per part,
 * each part's routes and service in their own files.
 */
export const ecommerceRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(reviewsRoutes, { reviews: createReviewsService(db) });
  await app.register(referralsRoutes, { referrals: createReferralsService(db) });
  await app.register(ecommerceImagesRoutes, { images: createEcommerceImagesService(db) });
  await app.register(categoriesRoutes, { categories: createCategoriesService(db) });
  await app.register(productsRoutes, { products: createProductsService(db) });
  await app.register(settingsRoutes, { settings: createSettingsService(db) });
  await app.register(ordersRoutes, { orders: createOrdersService(db) });
  await app.register(customersRoutes, { customers: createCustomersService(db) });
  await app.register(ecommerceDashboardRoutes, { dashboard: createDashboardService(db) });
  // The customers' `countryFlag` URLs (`/api/flags/{code}.svg`).
  await app.register(flagsRoutes);
};
