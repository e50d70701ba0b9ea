import { createFileRoute } from '@tanstack/react-router';
import { CaseSummaryPrintPage } from '@/features/legal-cases/case-summary-print-page';
import { caseDetailQuery } from '@/features/legal-cases/legal-cases.api';
import { toCaseId } from '@/features/legal-cases/legacy-paths';
import { areaAccess } from '@/lib/guard';
import { officeTimeZoneQuery } from '@/lib/office-time-hooks';

/** The printable case summary: outside the app shell, so only the summary prints. */
export const Route = createFileRoute('/_blank/legal-cases/print/$id')({
  staticData: { access: areaAccess('legalCases') },
  loader: ({ context, params }) => {
    const id = toCaseId(params.id);
    void context.queryClient.prefetchQuery(officeTimeZoneQuery());
    if (id) void context.queryClient.prefetchQuery(caseDetailQuery(id));
  },
  component: CaseSummaryPrintRoute,
});

function CaseSummaryPrintRoute() {
  const { id } = Route.useParams();
  return <CaseSummaryPrintPage id={toCaseId(id) ?? 0} />;
}
