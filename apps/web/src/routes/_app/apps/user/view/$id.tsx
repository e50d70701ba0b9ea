import { createFileRoute } from '@tanstack/react-router';
import { UserViewPage } from '@/features/users/user-view-page';
import { userDetailQuery } from '@/features/users/users.api';
import { userViewSearchSchema } from '@/features/users/users.search';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/user/view/$id')({
  validateSearch: userViewSearchSchema,
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
