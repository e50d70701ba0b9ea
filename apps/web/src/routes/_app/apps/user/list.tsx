import { createFileRoute } from '@tanstack/react-router';
import { UserListPage } from '@/features/users/user-list-page';
import { userListQuery, userStatsQuery } from '@/features/users/users.api';
import { userList } from '@/features/users/users.search';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/user/list')({
  validateSearch: userList.validate,
  staticData: { access: areaAccess('userList') },
  loaderDeps: ({ search }) => userList.toQuery(search),
  loader: ({ context, deps }) => {
    // Start both; the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(userStatsQuery());
    void context.queryClient.prefetchQuery(userListQuery(deps));
  },
  component: UserListRoute,
});

function UserListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UserListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
