import { createFileRoute } from '@tanstack/react-router';
import { kanbanQuery } from '@/features/kanban/kanban.api';
import { KanbanPage, type KanbanSearch } from '@/features/kanban/kanban-page';
import { areaAccess } from '@/lib/guard';

/** A positive whole number from the URL, else none (a bad `kanbanId` shows the office's kanban). */
const id = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

export const Route = createFileRoute('/_app/apps/kanban')({
  // Plain code, not a search description: two optional ids need no list of values.
  validateSearch: (input: Record<string, unknown>): KanbanSearch => ({
    kanbanId: id(input.kanbanId),
    item: id(input.item),
  }),
  staticData: { access: areaAccess('kanban') },
  loaderDeps: ({ search }) => ({ kanbanId: search.kanbanId }),
  loader: ({ context, deps }) => {
    // Started, not awaited: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(kanbanQuery(deps.kanbanId));
  },
  component: KanbanRoute,
});

function KanbanRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <KanbanPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
