import { createFileRoute } from '@tanstack/react-router';
import { AgendaPage } from '@/features/legal-cases/agenda-page';
import { caseOptionsQuery } from '@/features/legal-cases/legal-cases.api';
import { agendaSearchSchema } from '@/features/legal-cases/legal-cases.search';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/legal-cases/agenda')({
  validateSearch: agendaSearchSchema,
  staticData: { access: areaAccess('legalAgenda') },
  loader: ({ context }) => void context.queryClient.prefetchQuery(caseOptionsQuery()),
  component: AgendaRoute,
});

function AgendaRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AgendaPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
