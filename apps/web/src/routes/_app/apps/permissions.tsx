import { createFileRoute } from '@tanstack/react-router';
import { permissionListQuery } from '@/features/permissions/permissions.api';
import { permissionList } from '@/features/permissions/permissions.search';
import { PermissionsPage } from '@/features/permissions/permissions-page';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/permissions')({
  validateSearch: permissionList.validate,
  staticData: { access: areaAccess('permissions') },
  loaderDeps: ({ search }) => permissionList.toQuery(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(permissionListQuery(deps)),
  component: PermissionsRoute,
});

function PermissionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PermissionsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
