import { queryRoots } from '@/lib/query-keys';

/** Query keys of the invoices area: every write invalidates `invoicesKeys.all` (lists, details, the preview). */
export const invoicesKeys = {
  all: queryRoots.invoices,
  list: (query: unknown) => [...invoicesKeys.all, 'list', query] as const,
  detail: (id: number) => [...invoicesKeys.all, 'detail', id] as const,
  /** The list's stat cards: under `all`, so every write refetches them. */
  stats: () => [...invoicesKeys.all, 'stats'] as const,
};
