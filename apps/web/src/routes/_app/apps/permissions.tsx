import { createFileRoute } from '@tanstack/react-router';
import { permissionListQuery } from '@/features/permissions/permissions.api';
import { PermissionsPage } from '@/features/permissions/permissions-page';
import { areaAccess } from '@/lib/guard';
import { lazyList } from '@/lib/lazy-search';

// The list's URL description loads with the signed-in code, not in every page's first load (lib/lazy-search.ts).
const list = lazyList(
  () => import('@/features/permissions/permissions.search'),
  (m) => m.permissionList,
);

export const Route = createFileRoute('/_app/apps/permissions')({
  validateSearch: list.validate,
  staticData: { access: areaAccess('permissions') },
  loaderDeps: list.deps,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(permissionListQuery(deps)),
  component: PermissionsRoute,
});

function PermissionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PermissionsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
