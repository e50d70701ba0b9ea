import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '@/features/misc/not-authorized-page';
import { areaAccess } from '@/lib/guard';

/** Alias of /not-authorized (spec §2). */
export const Route = createFileRoute('/_blank/pages/misc/not-authorized')({
  staticData: { access: areaAccess('notAuthorized') },
  component: NotAuthorizedPage,
});
