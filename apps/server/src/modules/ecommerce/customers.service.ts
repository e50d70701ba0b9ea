import {
  CUSTOMER_TEXT,
  type Customer,
  type CustomerDetail,
  type CustomerList,
  type CustomerListQuery,
  type CustomerSortKey,
  type Product,
} from '@mizan/contracts';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { customerUpdateBodySchema } from '@mizan/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueField } from '../../lib/db-errors.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import {
  ecommerceCategories,
  ecommerceCustomers,
  ecommerceOrders,
  ecommerceProducts,
  ecommerceWishlist,
} from './ecommerce.table.ts';
import { amount, countryFlag, customerSearchText, likePattern, pageWindow } from './shared.ts';
import { productRowColumns, toProduct } from './products.list.ts';
import { storeCurrency } from './store.ts';

const c = ecommerceCustomers;

type Row = typeof ecommerceCustomers.$inferSelect;
type UpdateBody = z.infer<typeof customerUpdateBodySchema>;

const toCustomer = (row: Row): Customer => ({
  id: row.id,
  customer: row.name,
  customerId: row.customerNumber,
  email: row.email,
  country: row.country,
  countryFlag: countryFlag(row.countryCode),
  countryCode: row.countryCode,
  order: row.orderCount,
  totalSpent: amount(row.totalSpent),
  avatar: row.avatar,
});

function sortOf(sortBy: CustomerSortKey | undefined, direction: 'asc' | 'desc'): SQL[] {
  const d = direction === 'desc' ? desc : asc;
  switch (sortBy) {
    case 'customer':
      return [d(c.name), d(c.id)];
    case 'country':
      return [d(c.country), d(c.id)];
    case 'customerId':
      return [d(c.customerNumber)];
    case 'orders':
      return [d(c.orderCount), d(c.id)];
    case 'totalSpent':
      return [d(c.totalSpent), d(c.id)];
    default:
      // Newest first.
      return [desc(c.createdAt), desc(c.id)];
  }
}

export function createCustomersService(db: Db) {
  async function detailOf(tx: Db, customerNumber: number): Promise<CustomerDetail> {
    const [found] = await tx
      .select({
        row: c,
        wishlist:
          sql<number>`(select count(*) from ${ecommerceWishlist} where ${ecommerceWishlist.customerId} = ${c.id})`.mapWith(
            Number,
          ),
        rewardPoints: sql<number>`floor(${c.totalSpent})::int`.mapWith(Number),
      })
      .from(c)
      .where(eq(c.customerNumber, customerNumber));
    if (!found) throw notFound(CUSTOMER_TEXT.notFound);
    const { row } = found;
    return {
      ...toCustomer(row),
      status: row.status,
      contact: row.contact,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
      twoFactorEnabled: row.twoFactorEnabled,
      address: row.address,
      billing: row.billing,
      notifications: row.notifications,
      wishlist: found.wishlist,
      rewardPoints: found.rewardPoints,
      currency: await storeCurrency(tx),
      version: row.version,
    };
  }

  return {
    async list(query: CustomerListQuery): Promise<CustomerList> {
      const q = query.q?.trim();
      const where = q ? sql`${c.searchText} like ${likePattern(q)}` : undefined;
      const { offset, limit } = pageWindow(query);
      let rows = db
        .select()
        .from(c)
        .where(where)
        .orderBy(...sortOf(query.sortBy, query.orderBy ?? 'asc'))
        .offset(offset)
        .$dynamic();
      if (limit !== undefined) rows = rows.limit(limit);
      const [found, [counted]] = await Promise.all([
        rows,
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(c)
          .where(where),
      ]);
      return { customers: found.map(toCustomer), total: counted?.n ?? 0, currency: await storeCurrency(db) };
    },

    get: (customerNumber: number) => detailOf(db, customerNumber),

    async update(customerNumber: number, body: UpdateBody): Promise<CustomerDetail> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(c).where(eq(c.customerNumber, customerNumber)).for('update');
        if (!current) throw notFound(CUSTOMER_TEXT.notFound);
        if (current.version !== body.version) throw new HttpError(409, CUSTOMER_TEXT.stale);
        const name = body.customer ?? current.name;
        const email = body.email ?? current.email;
        const country = body.country ?? current.country;
        if (email.toLowerCase() !== current.email.toLowerCase()) {
          const [taken] = await tx
            .select({ id: c.id })
            .from(c)
            .where(and(sql`lower(${c.email}) = ${email.toLowerCase()}`, sql`${c.id} <> ${current.id}`));
          if (taken) throw fieldError('email', CUSTOMER_TEXT.emailTaken);
        }
        await uniqueField('email', CUSTOMER_TEXT.emailTaken, () =>
          tx
            .update(c)
            .set({
              name,
              email,
              country,
              ...(body.contact === undefined ? {} : { contact: body.contact }),
              ...(body.countryCode === undefined ? {} : { countryCode: body.countryCode }),
              ...(body.language === undefined ? {} : { language: body.language }),
              ...(body.status === undefined ? {} : { status: body.status }),
              ...(body.twoFactorEnabled === undefined ? {} : { twoFactorEnabled: body.twoFactorEnabled }),
              ...(body.address === undefined ? {} : { address: body.address }),
              ...(body.billing === undefined ? {} : { billing: body.billing }),
              ...(body.notifications === undefined ? {} : { notifications: body.notifications }),
              searchText: customerSearchText(name, email, country, current.customerNumber),
              updatedAt: new Date(),
              version: sql`${c.version} + 1`,
            })
            .where(eq(c.id, current.id)),
        );
        if (name !== current.name || email !== current.email) {
          // The orders carry the name and email (for their list's sort and search): kept in step here.
          const o = ecommerceOrders;
          await tx
            .update(o)
            .set({
              customerName: name,
              customerEmail: email,
              searchText: sql`lower(${o.orderNumber}::text || ' ' || ${name} || ' ' || ${email})`,
            })
            .where(eq(o.customerId, current.id));
        }
        return detailOf(tx, customerNumber);
      });
    },

    /** The customer's wishlist as product rows (newest addition first). */
    async wishlist(customerNumber: number): Promise<{ products: Product[] }> {
      const [customer] = await db.select({ id: c.id }).from(c).where(eq(c.customerNumber, customerNumber));
      if (!customer) throw notFound(CUSTOMER_TEXT.notFound);
      const p = ecommerceProducts;
      const rows = await db
        .select(productRowColumns)
        .from(ecommerceWishlist)
        .innerJoin(p, eq(p.id, ecommerceWishlist.productId))
        .innerJoin(ecommerceCategories, eq(ecommerceCategories.id, p.categoryId))
        .where(eq(ecommerceWishlist.customerId, customer.id))
        .orderBy(desc(ecommerceWishlist.addedAt), desc(p.id));
      const currency = await storeCurrency(db);
      return { products: rows.map((row) => toProduct(row, currency)) };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
