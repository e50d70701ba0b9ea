import { createFileRoute, notFound, redirect } from '@tanstack/react-router';

/**
 * The template's authentication demo pages (spec §2, public) lead to the real pages, keeping the query
 * (a reset link's token, a login's `to`).
 */
const TARGETS: Record<string, '/login' | '/register' | '/forgot-password' | '/reset-password' | '/two-steps'> = {
  'login-v1': '/login',
  'login-v2': '/login',
  'register-v1': '/register',
  'register-v2': '/register',
  'register-multi-steps': '/register',
  'forgot-password-v1': '/forgot-password',
  'forgot-password-v2': '/forgot-password',
  'reset-password-v1': '/reset-password',
  'reset-password-v2': '/reset-password',
  'two-steps-v1': '/two-steps',
  'two-steps-v2': '/two-steps',
};

export const Route = createFileRoute('/_blank/pages/authentication/$page')({
  staticData: { access: 'public' },
  beforeLoad: ({ params, search }) => {
    const to = TARGETS[params.page];
    if (!to) throw notFound();
    throw redirect({ to, search: search as never, replace: true });
  },
});
