import { createFileRoute } from '@tanstack/react-router';
import { CaseDetailsPage } from '@/features/legal-cases/case-details-page';
import { caseDetailQuery } from '@/features/legal-cases/legal-cases.api';
import { toCaseId } from '@/features/legal-cases/legacy-paths';
import { areaAccess } from '@/lib/guard';
import { lazySchema } from '@/lib/lazy-search';

export const Route = createFileRoute('/_app/legal-cases/$id')({
  validateSearch: lazySchema(
    () => import('@/features/legal-cases/legal-cases.search'),
    (m) => m.caseDetailsSearchSchema,
  ),
  staticData: { access: areaAccess('legalCases') },
  loader: ({ context, params }) => {
    const id = toCaseId(params.id);
    if (id) void context.queryClient.prefetchQuery(caseDetailQuery(id));
  },
  component: CaseDetailsRoute,
});

function CaseDetailsRoute() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const caseId = toCaseId(id) ?? 0;
  return (
    <CaseDetailsPage
      key={caseId}
      id={caseId}
      tab={tab ?? 'overview'}
      onTabChange={(next) => void navigate({ search: { tab: next === 'overview' ? undefined : next }, replace: true })}
    />
  );
}
