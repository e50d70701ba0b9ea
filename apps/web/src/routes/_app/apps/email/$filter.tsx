import { createFileRoute } from '@tanstack/react-router';
import { prefetchEmailView } from '@/features/email/email-route';

/** `/apps/email/{filter}` or `/apps/email/{label}` (spec §2); any other word shows the inbox's address instead. */
export const Route = createFileRoute('/_app/apps/email/$filter')({
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchEmailView(context.queryClient, { filter: params.filter }, deps),
});
