import { createFileRoute } from '@tanstack/react-router';
import { UnderMaintenancePage } from '@/features/misc/under-maintenance-page';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_blank/pages/misc/under-maintenance')({
  staticData: { access: areaAccess('underMaintenance') },
  component: UnderMaintenancePage,
});
