import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '@/features/misc/not-authorized-page';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_blank/not-authorized')({
  staticData: { access: areaAccess('notAuthorized') },
  component: NotAuthorizedPage,
});
