import type { Address, AppAbility, CustomerBilling } from '@mizan/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ecommerceCustomers, ecommerceOrderItems, ecommerceOrders } from './ecommerce.table.ts';
import { likePattern } from './shared.ts';

/** An address on one line: street, city, postcode (what an invoice's client block holds). */
const addressLine = (address: Address) =>
  [address.line1, address.line2, address.city, address.state, address.postcode].filter(Boolean).join(', ');

type CustomerRow = typeof ecommerceCustomers.$inferSelect;

/** A customer as an invoice's client: the billing company and address when given, else the shipping address. */
const clientOf = (customer: CustomerRow, billing: Address & Partial<CustomerBilling>) => ({
  name: customer.name,
  company: billing.companyName ?? '',
  address: addressLine(billing.line1 ? billing : customer.address),
  country: customer.country,
  contact: customer.contact || billing.phone || '',
  companyEmail: customer.email,
});

/**
 * What the invoices borrow from the shop (composed in app.ts): an order by its number with its lines and its
 * customer, and the customers as clients for the invoice form's picker (only for those who may read customers).
 */
export function createOrderBilling(db: Db) {
  return {
    async forInvoice(orderNumber: number) {
      const [row] = await db
        .select({ order: ecommerceOrders, customer: ecommerceCustomers })
        .from(ecommerceOrders)
        .innerJoin(ecommerceCustomers, eq(ecommerceCustomers.id, ecommerceOrders.customerId))
        .where(eq(ecommerceOrders.orderNumber, orderNumber));
      if (!row) return null;
      const items = await db
        .select()
        .from(ecommerceOrderItems)
        .where(eq(ecommerceOrderItems.orderId, row.order.id))
        .orderBy(asc(ecommerceOrderItems.id));
      return {
        orderNumber,
        lines: items.map((item) => ({
          description: item.productName,
          quantity: String(item.qty),
          unitPrice: item.price,
        })),
        shippingFee: row.order.shippingFee,
        client: clientOf(row.customer, { ...row.order.billingAddress, companyName: row.customer.billing.companyName }),
      };
    },

    /** The customers matching q (name, e-mail, country or number: the customers list's own condition), newest first. */
    async findClients(q: string, actor: { ability: AppAbility }, limit: number) {
      if (!actor.ability.can('read', 'Customer')) return [];
      const text = q.trim();
      const rows = await db
        .select()
        .from(ecommerceCustomers)
        .where(text ? sql`${ecommerceCustomers.searchText} like ${likePattern(text)}` : undefined)
        .orderBy(desc(ecommerceCustomers.createdAt), desc(ecommerceCustomers.id))
        .limit(limit);
      return rows.map((row) => ({ kind: 'customer' as const, ...clientOf(row, row.billing) }));
    },
  };
}
