import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';
import { positiveInt, positiveIntSchema } from '../params.ts';

/** `/api/legal-cases/:id/tasks/:taskId`. */
export const caseTaskParamsSchema = z.object({ id: positiveIntSchema, taskId: positiveIntSchema });

/** An instant with its offset (`2025-03-01T09:00:00Z`, `…+03:00`). */
const instantSchema = z.iso.datetime({ offset: true, error: 'Enter a date and time' });

/** مهمة أو موعد: `remindAt` (≤ `dueAt`) becomes an in-app notification to the assignee (or the responsible lawyer). */
export const caseTaskSchema = z.object({
  id: z.int(),
  caseId: z.int(),
  title: z.string(),
  assigneeId: z.nullable(z.int()),
  assigneeName: z.nullable(z.string()),
  dueAt: z.string(),
  remindAt: z.nullable(z.string()),
  remindedAt: z.nullable(z.string()),
  completed: z.boolean(),
  completedAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** Send it back with an update; a stale one answers 409 (CASE_TASK_TEXT.stale). */
  version: z.int(),
});
export type CaseTask = z.infer<typeof caseTaskSchema>;

/** Open tasks first by due date, then the done ones. */
export const caseTaskListSchema = z.object({ tasks: z.array(caseTaskSchema) });
export type CaseTaskList = z.infer<typeof caseTaskListSchema>;

export const caseTaskCreateBodySchema = z.object({
  title: trimmedString(1, 200, { min: 'Enter the task' }),
  /** An active user; none means the case's responsible lawyer gets the reminder. */
  assigneeId: z.optional(z.nullable(positiveIntSchema)),
  dueAt: instantSchema,
  remindAt: z.optional(z.nullable(instantSchema)),
});
export type CaseTaskCreateBody = z.infer<typeof caseTaskCreateBodySchema>;

/** Any of the fields, with the `version` read; `completed` completes or reopens the task. */
export const caseTaskUpdateBodySchema = z.object({
  version: positiveInt,
  title: z.optional(trimmedString(1, 200, { min: 'Enter the task' })),
  assigneeId: z.optional(z.nullable(positiveIntSchema)),
  dueAt: z.optional(instantSchema),
  remindAt: z.optional(z.nullable(instantSchema)),
  completed: z.optional(z.boolean()),
});
export type CaseTaskUpdateBody = z.infer<typeof caseTaskUpdateBodySchema>;

export const CASE_TASK_TEXT = {
  remindAfterDue: 'The reminder must be at or before the due time',
  assigneeInactive: 'Choose an active user',
  notFound: 'Task not found',
  stale: 'The task was changed by another user',
} as const;
