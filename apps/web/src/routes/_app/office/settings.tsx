import { createFileRoute } from '@tanstack/react-router';
import { OfficeSettingsPage } from '@/features/office/office-settings-page';
import { officeSettingsQuery } from '@/lib/office-settings.api';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/office/settings')({
  staticData: { access: areaAccess('officeSettings') },
  loader: ({ context }) => void context.queryClient.prefetchQuery(officeSettingsQuery()),
  component: OfficeSettingsPage,
});
