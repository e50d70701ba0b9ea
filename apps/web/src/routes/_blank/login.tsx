import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LoginPage } from '@/features/auth/login-page';

/**
 * `/login?to=/attempted/path&…original query`. Other keys are kept as they are (the guard moved the attempted
 * page's query here); a `to` that is not text is dropped rather than failing the page.
 */
const loginSearchSchema = z.looseObject({ to: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/_blank/login')({
  staticData: { access: 'guest' },
  validateSearch: loginSearchSchema,
  component: LoginPage,
});
