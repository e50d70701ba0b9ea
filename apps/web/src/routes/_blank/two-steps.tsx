import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { TwoStepsPage } from '@/features/auth/two-steps-page';

/** `/two-steps?to=…`: the second step of a sign-in with two-step verification (the login page sends here). */
const twoStepsSearchSchema = z.looseObject({ to: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/_blank/two-steps')({
  staticData: { access: 'guest' },
  validateSearch: twoStepsSearchSchema,
  component: TwoStepsPage,
});
