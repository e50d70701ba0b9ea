import { createFileRoute } from '@tanstack/react-router';
import { roleListQuery, roleUsersQuery } from '@/features/roles/roles.api';
import { RolesPage } from '@/features/roles/roles-page';
import { areaAccess } from '@/lib/guard';
import { lazyList } from '@/lib/lazy-search';

// The list's URL description loads with the signed-in code, not in every page's first load (lib/lazy-search.ts).
const list = lazyList(
  () => import('@/features/roles/roles.search'),
  (m) => m.roleUsersList,
);

export const Route = createFileRoute('/_app/apps/roles')({
  validateSearch: list.validate,
  staticData: { access: areaAccess('roles') },
  loaderDeps: list.deps,
  loader: ({ context, deps }) => {
    // Start both; the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(roleListQuery());
    void context.queryClient.prefetchQuery(roleUsersQuery(deps));
  },
  component: RolesRoute,
});

function RolesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RolesPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
