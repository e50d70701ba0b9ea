import { createFileRoute } from '@tanstack/react-router';
import { CaseListPage } from '@/features/legal-cases/case-list-page';
import { caseListQuery, caseOptionsQuery } from '@/features/legal-cases/legal-cases.api';
import { caseListSearchSchema, toCaseListQuery } from '@/features/legal-cases/legal-cases.search';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/legal-cases/')({
  validateSearch: caseListSearchSchema,
  staticData: { access: areaAccess('legalCases') },
  loaderDeps: ({ search }) => toCaseListQuery(search),
  loader: ({ context, deps }) => {
    // Start both; the page shows its own loading and error states.
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
