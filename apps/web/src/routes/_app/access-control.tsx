import { createFileRoute } from '@tanstack/react-router';
import { AccessControlPage } from '@/features/acl/access-control-page';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/access-control')({
  staticData: { access: areaAccess('accessControl') },
  component: AccessControlPage,
});
