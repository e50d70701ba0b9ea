import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';

export const Route = createFileRoute('/_blank/forgot-password')({
  staticData: { access: 'guest' },
  component: ForgotPasswordPage,
});
