import { createFileRoute } from '@tanstack/react-router';
import { CaseEditPage } from '@/features/legal-cases/case-edit-page';
import { caseDetailQuery, caseOptionsQuery } from '@/features/legal-cases/legal-cases.api';
import { toCaseId } from '@/features/legal-cases/legacy-paths';

export const Route = createFileRoute('/_app/legal-cases/edit/$id')({
  staticData: { access: { action: 'update', subject: 'LegalCase' } },
  loader: ({ context, params }) => {
    const id = toCaseId(params.id);
    void context.queryClient.prefetchQuery(caseOptionsQuery());
    if (id) void context.queryClient.prefetchQuery(caseDetailQuery(id));
  },
  component: CaseEditRoute,
});

function CaseEditRoute() {
  const { id } = Route.useParams();
  const caseId = toCaseId(id) ?? 0;
  return <CaseEditPage key={caseId} id={caseId} />;
}
