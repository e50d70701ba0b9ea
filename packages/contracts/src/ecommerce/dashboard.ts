import { z } from 'zod/mini';
import { orderSchema } from './orders.ts';

/**
 * `GET /api/dashboard/ecommerce`: every figure of the e-commerce dashboard, read from roll-ups kept up to date
 * on each order write (never a scan of the orders). Revenue counts paid orders (payment 1).
 */
export const ecommerceDashboardSchema = z.object({
  currency: z.string(),
  totals: z.object({
    revenue: z.number(),
    orders: z.int(),
    paidOrders: z.int(),
    customers: z.int(),
    products: z.int(),
    averageOrderValue: z.number(),
  }),
  /** This calendar month so far against the same days of the month before (UTC), for the growth badges. */
  thisMonth: z.object({ revenue: z.number(), orders: z.int() }),
  lastMonth: z.object({ revenue: z.number(), orders: z.int() }),
  /** The last 12 months, oldest first, months without sales included ("2026-03"). */
  monthly: z.array(z.object({ month: z.string(), revenue: z.number(), orders: z.int() })),
  /** The last 7 days, oldest first ("2026-11-15"). */
  daily: z.array(z.object({ day: z.string(), revenue: z.number(), orders: z.int() })),
  ordersByStatus: z.array(z.object({ status: z.string(), orders: z.int() })),
  ordersByPayment: z.array(z.object({ payment: z.int(), orders: z.int() })),
  topProducts: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      brand: z.string(),
      image: z.nullable(z.string()),
      units: z.int(),
      revenue: z.number(),
    }),
  ),
  salesByCountry: z.array(
    z.object({ countryCode: z.string(), country: z.string(), orders: z.int(), revenue: z.number() }),
  ),
  recentOrders: z.array(orderSchema),
});
export type EcommerceDashboard = z.infer<typeof ecommerceDashboardSchema>;
