import { createFileRoute } from '@tanstack/react-router';
import { prefetchEmailView } from '@/features/email/email-route';

/** `/apps/email/filter/{filter}` (spec §2). */
export const Route = createFileRoute('/_app/apps/email/filter/$filter')({
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchEmailView(context.queryClient, { filter: params.filter }, deps),
});
