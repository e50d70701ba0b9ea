import { ORDER_STATUSES, PAYMENT_CODES, type EcommerceDashboard } from '@mizan/contracts';
import { and, between, desc, gt, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ecommerceCustomers,
  ecommerceOrders,
  ecommerceOrderTallies,
  ecommerceProductImages,
  ecommerceProducts,
  ecommerceProductSales,
  ecommerceSalesByCountry,
  ecommerceSalesDaily,
} from './ecommerce.table.ts';
import { orderRowsOfIds } from './orders.list.ts';
import { amount } from './shared.ts';
import { readStoreSettings } from './store.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `count` months ("2026-03"), oldest first, ending with the month of `now` (UTC). */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

/** The e-commerce dashboard: roll-ups and a few small indexed reads only (never a scan of the orders). */
export function createDashboardService(db: Db) {
  return {
    async get(now = new Date()): Promise<EcommerceDashboard> {
      const d = ecommerceSalesDaily;
      const months = lastMonths(now, 12);
      const days = Array.from({ length: 7 }, (_, i) => isoDay(new Date(now.getTime() - (6 - i) * DAY_MS)));
      const first = <T>(rows: T[]) => rows[0];
      // Last month's same days (1st to today's date, or its own last day): a month under way is compared with as much
      // of the one before, not with all of it.
      const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const lastMonthDays = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).getUTCDate();
      const lastMonthEnd = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, Math.min(now.getUTCDate(), lastMonthDays)),
      );

      const [settings, totals, customers, products, monthly, daily, lastMonthSoFar, tallies, top, countries, recent] =
        await Promise.all([
          readStoreSettings(db),
          db
            .select({
              orders: sql<number>`coalesce(sum(${d.orders}), 0)`.mapWith(Number),
              paidOrders: sql<number>`coalesce(sum(${d.paidOrders}), 0)`.mapWith(Number),
              revenue: sql<string>`coalesce(sum(${d.revenue}), 0)::text`,
              average: sql<string>`coalesce(round(sum(${d.revenue}) / nullif(sum(${d.paidOrders}), 0), 2), 0)::text`,
            })
            .from(d)
            .then(first),
          db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(ecommerceCustomers)
            .then(first),
          db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(ecommerceProducts)
            .then(first),
          db
            .select({
              month: sql<string>`to_char(${d.day}, 'YYYY-MM')`,
              orders: sql<number>`sum(${d.orders})`.mapWith(Number),
              revenue: sql<string>`sum(${d.revenue})::text`,
            })
            .from(d)
            .where(gte(d.day, `${months[0]}-01`))
            .groupBy(sql`1`),
          db
            .select({ day: sql<string>`${d.day}::text`, orders: d.orders, revenue: sql<string>`${d.revenue}::text` })
            .from(d)
            .where(gte(d.day, days[0]!)),
          db
            .select({
              orders: sql<number>`coalesce(sum(${d.orders}), 0)`.mapWith(Number),
              revenue: sql<string>`coalesce(sum(${d.revenue}), 0)::text`,
            })
            .from(d)
            .where(between(d.day, isoDay(lastMonthStart), isoDay(lastMonthEnd)))
            .then(first),
          db.select().from(ecommerceOrderTallies),
          db
            .select({
              id: ecommerceProducts.id,
              name: ecommerceProducts.name,
              brand: ecommerceProducts.brand,
              imageId: sql<number | null>`(select ${ecommerceProductImages.imageId} from ${ecommerceProductImages}
              where ${ecommerceProductImages.productId} = ${ecommerceProducts.id} order by ${ecommerceProductImages.position} limit 1)`,
              units: ecommerceProductSales.units,
              revenue: sql<string>`${ecommerceProductSales.revenue}::text`,
            })
            .from(ecommerceProductSales)
            .innerJoin(ecommerceProducts, sql`${ecommerceProducts.id} = ${ecommerceProductSales.productId}`)
            .where(gt(ecommerceProductSales.units, 0))
            .orderBy(desc(ecommerceProductSales.revenue), desc(ecommerceProductSales.units), ecommerceProducts.id)
            .limit(5),
          db
            .select({
              countryCode: ecommerceSalesByCountry.countryCode,
              orders: ecommerceSalesByCountry.orders,
              revenue: sql<string>`${ecommerceSalesByCountry.revenue}::text`,
            })
            .from(ecommerceSalesByCountry)
            .where(and(gt(ecommerceSalesByCountry.orders, 0), ne(ecommerceSalesByCountry.countryCode, '')))
            .orderBy(
              desc(ecommerceSalesByCountry.revenue),
              desc(ecommerceSalesByCountry.orders),
              ecommerceSalesByCountry.countryCode,
            )
            .limit(6),
          db
            .select({ id: ecommerceOrders.id })
            .from(ecommerceOrders)
            .orderBy(sql`${ecommerceOrders.placedAt} desc nulls last`, sql`${ecommerceOrders.id} desc nulls last`)
            .limit(6),
        ]);

      const byMonth = new Map(monthly.map((row) => [row.month, row]));
      const monthlySeries = months.map((month) => ({
        month,
        revenue: amount(byMonth.get(month)?.revenue ?? '0'),
        orders: byMonth.get(month)?.orders ?? 0,
      }));
      const byDay = new Map(daily.map((row) => [row.day, row]));
      const dailySeries = days.map((day) => ({
        day,
        revenue: amount(byDay.get(day)?.revenue ?? '0'),
        orders: byDay.get(day)?.orders ?? 0,
      }));
      const statusCounts = new Map<string, number>(ORDER_STATUSES.map((status) => [status, 0]));
      const paymentCounts = new Map<number, number>(PAYMENT_CODES.map((code) => [code, 0]));
      for (const row of tallies) {
        statusCounts.set(row.status, (statusCounts.get(row.status) ?? 0) + row.orders);
        paymentCounts.set(row.payment, (paymentCounts.get(row.payment) ?? 0) + row.orders);
      }
      const thisMonth = monthlySeries.at(-1)!;

      return {
        currency: settings.store.currency,
        totals: {
          revenue: amount(totals?.revenue ?? '0'),
          orders: totals?.orders ?? 0,
          paidOrders: totals?.paidOrders ?? 0,
          customers: customers?.n ?? 0,
          products: products?.n ?? 0,
          averageOrderValue: amount(totals?.average ?? '0'),
        },
        thisMonth: { revenue: thisMonth.revenue, orders: thisMonth.orders },
        lastMonth: { revenue: amount(lastMonthSoFar?.revenue ?? '0'), orders: lastMonthSoFar?.orders ?? 0 },
        monthly: monthlySeries,
        daily: dailySeries,
        ordersByStatus: [...statusCounts].map(([status, orders]) => ({ status, orders })),
        ordersByPayment: [...paymentCounts].map(([payment, orders]) => ({ payment, orders })),
        topProducts: top.map((row) => ({
          id: row.id,
          name: row.name,
          brand: row.brand,
          image: row.imageId == null ? null : `/api/apps/ecommerce/images/${row.imageId}`,
          units: row.units,
          revenue: amount(row.revenue),
        })),
        salesByCountry: countries.map((row) => ({
          countryCode: row.countryCode,
          country: countryName(row.countryCode),
          orders: row.orders,
          revenue: amount(row.revenue),
        })),
        recentOrders: await orderRowsOfIds(
          db,
          recent.map((row) => row.id),
        ),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
