import { createFileRoute } from '@tanstack/react-router';
import { CaseListPage } from '@/features/legal-cases/case-list-page';
import { caseListQuery, caseOptionsQuery } from '@/features/legal-cases/legal-cases.api';
import { caseList } from '@/features/legal-cases/legal-cases.search';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/legal-cases/')({
  validateSearch: caseList.validate,
  staticData: { access: areaAccess('legalCases') },
  loaderDeps: ({ search }) => caseList.toQuery(search),
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
