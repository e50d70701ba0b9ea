import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the e-commerce area, one root for every screen: a write invalidates the part it changed, and an
 * order write (which moves the dashboard, the customer's totals and the chips) invalidates `ecommerceKeys.all`.
 */
export const ecommerceKeys = {
  all: queryRoots.ecommerce,
  part: (part: string, ...rest: unknown[]) => [...ecommerceKeys.all, part, ...rest] as const,
};
