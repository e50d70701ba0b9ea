import { createFileRoute } from '@tanstack/react-router';
import { roleListQuery, roleUsersQuery } from '@/features/roles/roles.api';
import { roleUsersList } from '@/features/roles/roles.search';
import { RolesPage } from '@/features/roles/roles-page';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/roles')({
  validateSearch: roleUsersList.validate,
  staticData: { access: areaAccess('roles') },
  loaderDeps: ({ search }) => roleUsersList.toQuery(search),
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
