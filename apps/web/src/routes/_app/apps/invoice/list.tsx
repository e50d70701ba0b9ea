import { createFileRoute } from '@tanstack/react-router';
import { InvoiceListPage } from '@/features/invoices/invoice-list-page';
import { invoiceListQuery } from '@/features/invoices/invoices.api';
import { areaAccess } from '@/lib/guard';
import { lazyList } from '@/lib/lazy-search';

// The list's URL description loads with the signed-in code, not in every page's first load (lib/lazy-search.ts).
const list = lazyList(
  () => import('@/features/invoices/invoices.search'),
  (m) => m.invoiceList,
);

export const Route = createFileRoute('/_app/apps/invoice/list')({
  validateSearch: list.validate,
  staticData: { access: areaAccess('invoiceList') },
  loaderDeps: list.deps,
  loader: ({ context, deps }) => {
    // Started, not awaited: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(invoiceListQuery(deps));
  },
  component: ListRoute,
});

function ListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InvoiceListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
