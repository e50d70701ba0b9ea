import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';

/** `/reset-password?token=…` from the e-mail. A missing or malformed token shows the "invalid link" state. */
const resetSearchSchema = z.object({ token: z.string().min(1).max(200).optional().catch(undefined) });

export const Route = createFileRoute('/_blank/reset-password')({
  staticData: { access: 'guest' },
  validateSearch: resetSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
