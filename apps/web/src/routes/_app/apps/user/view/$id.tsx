import { createFileRoute } from '@tanstack/react-router';
import { UserViewPage } from '@/features/users/user-view-page';
import { userDetailQuery } from '@/features/users/users.api';
import { areaAccess } from '@/lib/guard';
import { lazySchema } from '@/lib/lazy-search';

export const Route = createFileRoute('/_app/apps/user/view/$id')({
  validateSearch: lazySchema(
    () => import('@/features/users/users.search'),
    (m) => m.userViewSearchSchema,
  ),
  staticData: { access: areaAccess('userList') },
  loader: ({ context, params }) => {
    const id = Number(params.id);
    if (Number.isInteger(id) && id > 0) void context.queryClient.prefetchQuery(userDetailQuery(id));
  },
  component: UserViewRoute,
});

function UserViewRoute() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const userId = Number(id);
  return (
    <UserViewPage
      key={userId}
      id={Number.isInteger(userId) && userId > 0 ? userId : 0}
      tab={tab ?? 'account'}
      onTabChange={(next) => void navigate({ search: { tab: next === 'account' ? undefined : next }, replace: true })}
    />
  );
}
