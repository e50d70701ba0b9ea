import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/ecommerce/settings-page';
import { storeSettingsQuery } from '@/features/ecommerce/settings.api';
import { areaAccess } from '@/lib/guard';
import { lazySchema } from '@/lib/lazy-search';

export const Route = createFileRoute('/_app/apps/ecommerce/settings')({
  validateSearch: lazySchema(
    () => import('@/features/ecommerce/ecommerce.search'),
    (m) => m.settingsSearchSchema,
  ),
  staticData: { access: areaAccess('ecommerceSettings') },
  loader: ({ context }) => void context.queryClient.prefetchQuery(storeSettingsQuery()),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SettingsPage
      tab={tab ?? 'store'}
      onTabChange={(next) => void navigate({ search: { tab: next === 'store' ? undefined : next }, replace: true })}
    />
  );
}
