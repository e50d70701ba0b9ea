import { createFileRoute } from '@tanstack/react-router';
import { CaseCreatePage } from '@/features/legal-cases/case-create-page';
import { caseOptionsQuery } from '@/features/legal-cases/legal-cases.api';

export const Route = createFileRoute('/_app/legal-cases/create')({
  staticData: { access: { action: 'create', subject: 'LegalCase' } },
  loader: ({ context }) => void context.queryClient.prefetchQuery(caseOptionsQuery()),
  component: CaseCreatePage,
});
