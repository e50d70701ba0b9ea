import { createAppAbility } from '@mizan/contracts';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCases, legalCaseTasks, legalCaseTeam } from '../../db/schema.ts';
import { loadUser } from '../../lib/identity.ts';

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

/** Whether the user holds manage LegalCase (opens every case), from their role's rules as they are now. */
async function managesCases(tx: Db, userId: number): Promise<boolean> {
  const user = await loadUser(tx, userId);
  return user !== null && createAppAbility(user.rules).can('manage', 'LegalCase');
}

/**
 * Sends every reminder that is due (remind_at ≤ now, not yet sent, task open, case not deleted) as an in-app
 * notification to the assignee, or the case's responsible lawyer when there is none, and marks it sent.
 * An assignee who can't open the case (team-only, not on its team, not its lawyer, no manage LegalCase — the rule
 * of `findCaseFor`) would learn its file number and title from the reminder: theirs goes to the responsible lawyer,
 * who can open the case and give the task to someone on the team.
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
        assigneeId: legalCaseTasks.assigneeId,
        responsibleLawyerId: legalCases.responsibleLawyerId,
        teamOnly: legalCases.teamOnly,
        assigneeOnTeam: sql<boolean>`exists (select 1 from ${legalCaseTeam} where ${legalCaseTeam.caseId} = ${legalCaseTasks.caseId} and ${legalCaseTeam.userId} = ${legalCaseTasks.assigneeId})`,
        fileNumber: legalCases.fileNumber,
        caseTitle: legalCases.title,
      });
    for (const task of due) {
      const { assigneeId, responsibleLawyerId } = task;
      const assigneeOpensCase =
        assigneeId !== null &&
        (!task.teamOnly ||
          assigneeId === responsibleLawyerId ||
          task.assigneeOnTeam ||
          (await managesCases(tx, assigneeId)));
      await notify(tx, {
        userId: assigneeOpensCase ? assigneeId : responsibleLawyerId,
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
