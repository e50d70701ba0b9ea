import { createFileRoute } from '@tanstack/react-router';
import { prefetchEmailView } from '@/features/email/email-route';

/** `/apps/email/label/{label}` (spec §2). */
export const Route = createFileRoute('/_app/apps/email/label/$label')({
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchEmailView(context.queryClient, { label: params.label }, deps),
});
