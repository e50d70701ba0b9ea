import { createFileRoute, Outlet } from '@tanstack/react-router';

/** Pages without the app shell: sign-in, password, status and error pages. Each declares its own access. */
export const Route = createFileRoute('/_blank')({
  component: Outlet,
});
