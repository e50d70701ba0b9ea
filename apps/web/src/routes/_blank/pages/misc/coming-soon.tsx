import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/misc/coming-soon-page';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_blank/pages/misc/coming-soon')({
  staticData: { access: areaAccess('comingSoon') },
  component: ComingSoonPage,
});
