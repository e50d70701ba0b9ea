import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';

/** `/reset-password?token=…` from the e-mail. A missing or malformed token shows the "invalid link" state. */
const resetSearchSchema = z.object({
  token: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(200))), undefined),
});

export const Route = createFileRoute('/_blank/reset-password')({
  staticData: { access: 'guest' },
  validateSearch: resetSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
