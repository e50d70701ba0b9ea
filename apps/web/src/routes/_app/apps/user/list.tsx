import { createFileRoute } from '@tanstack/react-router';
import { UserListPage } from '@/features/users/user-list-page';
import { userListQuery, userStatsQuery } from '@/features/users/users.api';
import { areaAccess } from '@/lib/guard';
import { lazyList } from '@/lib/lazy-search';

// The list's URL description loads with the signed-in code, not in every page's first load (lib/lazy-search.ts).
const list = lazyList(
  () => import('@/features/users/users.search'),
  (m) => m.userList,
);

export const Route = createFileRoute('/_app/apps/user/list')({
  validateSearch: list.validate,
  staticData: { access: areaAccess('userList') },
  loaderDeps: list.deps,
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
