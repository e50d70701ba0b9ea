import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePath } from '@/lib/guard';
import { ability, session } from '@/lib/session';

/** Spec §2: `/` sends the user to their home page, or a visitor to login with the query. */
export const Route = createFileRoute('/')({
  staticData: { access: 'public' },
  beforeLoad: ({ search }) => {
    if (!session.isAuthenticated) throw redirect({ to: '/login', search: search as never, replace: true });
    throw redirect({ href: homePath(ability), replace: true });
  },
});
