import { createFileRoute, redirect } from '@tanstack/react-router';
import { legacyCaseHref } from '@/features/legal-cases/legacy-paths';

/** The older `/LegalCases` address keeps working. */
export const Route = createFileRoute('/LegalCases/')({
  staticData: { access: 'public' },
  beforeLoad: ({ search }) => {
    throw redirect({ href: legacyCaseHref('', search), replace: true });
  },
});
