import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '@/features/misc/server-error-page';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_blank/pages/misc/server-error')({
  staticData: { access: areaAccess('serverError') },
  component: () => <ServerErrorPage />,
});
