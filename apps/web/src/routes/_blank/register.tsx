import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/register-page';

export const Route = createFileRoute('/_blank/register')({
  staticData: { access: 'guest' },
  component: RegisterPage,
});
