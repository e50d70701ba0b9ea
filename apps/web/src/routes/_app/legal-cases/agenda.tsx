import { createFileRoute } from '@tanstack/react-router';
import { AgendaPage } from '@/features/legal-cases/agenda-page';
import { caseOptionsQuery } from '@/features/legal-cases/legal-cases.api';
import { areaAccess } from '@/lib/guard';
import { lazySchema } from '@/lib/lazy-search';

export const Route = createFileRoute('/_app/legal-cases/agenda')({
  validateSearch: lazySchema(
    () => import('@/features/legal-cases/legal-cases.search'),
    (m) => m.agendaSearchSchema,
  ),
  staticData: { access: areaAccess('legalAgenda') },
  loader: ({ context }) => void context.queryClient.prefetchQuery(caseOptionsQuery()),
  component: AgendaRoute,
});

function AgendaRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AgendaPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
