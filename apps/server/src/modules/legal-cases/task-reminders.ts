import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCases, legalCaseTasks } from '../../db/schema.ts';

/** The in-app notification a due reminder becomes (the shape of the notifications module's `create`). */
export interface TaskReminderNotification {
  userId: number;
  title: string;
  subtitle: string;
  icon: string;
  color: string;
  link: string;
}

/**
 * Stores a notification inside the given transaction. Passed in by app.ts (modules don't import each other), so
 * marking a reminder sent and notifying commit or roll back together.
 */
export type NotifyWithin = (tx: Db, notification: TaskReminderNotification) => Promise<unknown>;

/**
 * Sends every reminder that is due (remind_at ≤ now, not yet sent, task open, case not deleted) as an in-app
 * notification to the assignee, or the case's responsible lawyer when there is none, and marks it sent.
 * The claim is one `UPDATE … WHERE reminded_at IS NULL … RETURNING`: a run that overlaps another waits on the
 * rows' locks, then finds them already sent, so each reminder goes out exactly once. Returns how many were sent.
 */
export async function sendDueTaskReminders(db: Db, now: Date, notify: NotifyWithin): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(legalCaseTasks)
      .set({ remindedAt: now })
      .from(legalCases)
      .where(
        and(
          eq(legalCases.id, legalCaseTasks.caseId),
          isNull(legalCases.deletedAt),
          lte(legalCaseTasks.remindAt, now),
          isNull(legalCaseTasks.remindedAt),
          isNull(legalCaseTasks.completedAt),
        ),
      )
      .returning({
        caseId: legalCaseTasks.caseId,
        title: legalCaseTasks.title,
        dueAt: legalCaseTasks.dueAt,
        userId: sql<number>`coalesce(${legalCaseTasks.assigneeId}, ${legalCases.responsibleLawyerId})`,
        fileNumber: legalCases.fileNumber,
        caseTitle: legalCases.title,
      });
    for (const task of due) {
      await notify(tx, {
        userId: task.userId,
        title: `تذكير: ${task.title}`,
        subtitle: `القضية ${task.fileNumber} — ${task.caseTitle}. موعد الاستحقاق ${task.dueAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        icon: 'checklist',
        color: 'warning',
        link: `/legal-cases/${task.caseId}?tab=tasks`,
      });
    }
    return due.length;
  });
}
