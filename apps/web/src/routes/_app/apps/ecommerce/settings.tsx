import { createFileRoute } from '@tanstack/react-router';
import { settingsSearchSchema } from '@/features/ecommerce/ecommerce.search';
import { SettingsPage } from '@/features/ecommerce/settings-page';
import { storeSettingsQuery } from '@/features/ecommerce/settings.api';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/ecommerce/settings')({
  validateSearch: settingsSearchSchema,
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
