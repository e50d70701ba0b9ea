import { createFileRoute } from '@tanstack/react-router';
import { prefetchEmailView } from '@/features/email/email-route';

/** `/apps/email`: the inbox. */
export const Route = createFileRoute('/_app/apps/email/')({
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchEmailView(context.queryClient, {}, deps),
});
