import { createFileRoute } from '@tanstack/react-router';
import { CaseListPage } from '@/features/legal-cases/case-list-page';
import { caseListQuery, caseOptionsQuery } from '@/features/legal-cases/legal-cases.api';
import { areaAccess } from '@/lib/guard';
import { lazyList } from '@/lib/lazy-search';

// The list's URL description loads with the signed-in code, not in every page's first load (lib/lazy-search.ts).
const list = lazyList(
  () => import('@/features/legal-cases/legal-cases.search'),
  (m) => m.caseList,
);

export const Route = createFileRoute('/_app/legal-cases/')({
  validateSearch: list.validate,
  staticData: { access: areaAccess('legalCases') },
  loaderDeps: list.deps,
  loader: ({ context, deps }) => {
    // Start both; the page shows its own loading and error states (the list's entry is the page's own).
    void context.queryClient.prefetchQuery(caseOptionsQuery());
    void context.queryClient.prefetchQuery(caseListQuery(deps));
  },
  component: CaseListRoute,
});

function CaseListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CaseListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
