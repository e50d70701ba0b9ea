import { createFileRoute, redirect } from '@tanstack/react-router';
import { legacyCaseHref } from '@/features/legal-cases/legacy-paths';

/** The older `/LegalCases/{id}`, `/create`, `/edit`, `/Show` addresses keep working. */
export const Route = createFileRoute('/LegalCases/$')({
  staticData: { access: 'public' },
  beforeLoad: ({ params, search }) => {
    throw redirect({ href: legacyCaseHref(params._splat ?? '', search), replace: true });
  },
});
