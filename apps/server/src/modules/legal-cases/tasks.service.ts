import { CASE_TASK_TEXT, type CaseTask, type CaseTaskCreateBody, type CaseTaskUpdateBody } from '@mizan/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseTasks, users } from '../../db/schema.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { findCaseFor, findCaseForWrite, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';
import { refreshCaseDerived } from './legal-cases.derived.ts';

const columns = {
  id: legalCaseTasks.id,
  caseId: legalCaseTasks.caseId,
  title: legalCaseTasks.title,
  assigneeId: legalCaseTasks.assigneeId,
  assigneeName: users.fullName,
  dueAt: legalCaseTasks.dueAt,
  remindAt: legalCaseTasks.remindAt,
  remindedAt: legalCaseTasks.remindedAt,
  completedAt: legalCaseTasks.completedAt,
  createdAt: legalCaseTasks.createdAt,
  version: legalCaseTasks.version,
};
const selectTasks = (tx: Db) =>
  tx.select(columns).from(legalCaseTasks).leftJoin(users, eq(users.id, legalCaseTasks.assigneeId));
type Row = Awaited<ReturnType<typeof selectTasks>>[number];

const toTask = (row: Row): CaseTask => ({
  id: row.id,
  caseId: row.caseId,
  title: row.title,
  assigneeId: row.assigneeId,
  assigneeName: row.assigneeName,
  dueAt: row.dueAt.toISOString(),
  remindAt: isoOrNull(row.remindAt),
  remindedAt: isoOrNull(row.remindedAt),
  completed: row.completedAt !== null,
  completedAt: isoOrNull(row.completedAt),
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

/** The user a task may be given to: an active one (400 naming `assigneeId` otherwise). */
async function checkAssignee(tx: Db, assigneeId: number | null | undefined) {
  if (assigneeId == null) return;
  const [user] = await tx.select({ status: users.status }).from(users).where(eq(users.id, assigneeId));
  if (user?.status !== 'active') throw fieldError('assigneeId', CASE_TASK_TEXT.assigneeInactive);
}

function checkReminder(dueAt: Date, remindAt: Date | null) {
  if (remindAt && remindAt.getTime() > dueAt.getTime()) throw fieldError('remindAt', CASE_TASK_TEXT.remindAfterDue);
}

/** المهام والمواعيد of a case. Every write refreshes the case's `open_task_count` in its transaction. */
export function createCaseTasksService(db: Db) {
  async function one(tx: Db, caseId: number, taskId: number): Promise<Row> {
    const [row] = await selectTasks(tx).where(and(eq(legalCaseTasks.id, taskId), eq(legalCaseTasks.caseId, caseId)));
    if (!row) throw notFound(CASE_TASK_TEXT.notFound);
    return row;
  }

  return {
    async list(caseId: number, actor: CaseActor): Promise<CaseTask[]> {
      await findCaseFor(db, caseId, actor);
      const rows = await selectTasks(db)
        .where(eq(legalCaseTasks.caseId, caseId))
        .orderBy(sql`${legalCaseTasks.completedAt} is not null`, asc(legalCaseTasks.dueAt), asc(legalCaseTasks.id));
      return rows.map(toTask);
    },

    async create(caseId: number, body: CaseTaskCreateBody, actor: CaseActor): Promise<CaseTask> {
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const dueAt = new Date(body.dueAt);
        const remindAt = body.remindAt ? new Date(body.remindAt) : null;
        checkReminder(dueAt, remindAt);
        await checkAssignee(tx, body.assigneeId);
        const [created] = await tx
          .insert(legalCaseTasks)
          .values({
            caseId,
            title: body.title,
            assigneeId: body.assigneeId ?? null,
            dueAt,
            remindAt,
            createdBy: actor.id,
          })
          .returning({ id: legalCaseTasks.id });
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'task.added',
          details: {
            taskId: created!.id,
            title: body.title,
            dueAt: dueAt.toISOString(),
            assigneeId: body.assigneeId ?? null,
          },
        });
        await refreshCaseDerived(tx, caseId);
        return toTask(await one(tx, caseId, created!.id));
      });
    },

    /** Edits, completes (`completed: true`) or reopens a task; a moved reminder is sent again when due. */
    async update(caseId: number, taskId: number, body: CaseTaskUpdateBody, actor: CaseActor): Promise<CaseTask> {
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const before = await one(tx, caseId, taskId);
        if (before.version !== body.version) throw new HttpError(409, CASE_TASK_TEXT.stale);
        const dueAt = body.dueAt === undefined ? before.dueAt : new Date(body.dueAt);
        const remindAt = body.remindAt === undefined ? before.remindAt : body.remindAt ? new Date(body.remindAt) : null;
        checkReminder(dueAt, remindAt);
        if (body.assigneeId !== undefined && body.assigneeId !== before.assigneeId)
          await checkAssignee(tx, body.assigneeId);

        const changes: Record<string, [unknown, unknown]> = {};
        const set: Partial<typeof legalCaseTasks.$inferInsert> = {};
        if (body.title !== undefined && body.title !== before.title) {
          changes.title = [before.title, body.title];
          set.title = body.title;
        }
        if (body.assigneeId !== undefined && body.assigneeId !== before.assigneeId) {
          changes.assigneeId = [before.assigneeId, body.assigneeId];
          set.assigneeId = body.assigneeId;
        }
        if (dueAt.getTime() !== before.dueAt.getTime()) {
          changes.dueAt = [before.dueAt.toISOString(), dueAt.toISOString()];
          set.dueAt = dueAt;
        }
        if (remindAt?.getTime() !== before.remindAt?.getTime()) {
          changes.remindAt = [isoOrNull(before.remindAt), isoOrNull(remindAt)];
          set.remindAt = remindAt;
          set.remindedAt = null;
        }
        const wasDone = before.completedAt !== null;
        if (body.completed !== undefined && body.completed !== wasDone) {
          changes.completed = [wasDone, body.completed];
          set.completedAt = body.completed ? new Date() : null;
        }
        if (Object.keys(changes).length === 0) return toTask(before);

        // The version in the WHERE as well: two saves racing past the check above can't both win.
        const updated = await tx
          .update(legalCaseTasks)
          .set({ ...set, version: sql`${legalCaseTasks.version} + 1` })
          .where(and(eq(legalCaseTasks.id, taskId), eq(legalCaseTasks.version, body.version)))
          .returning({ id: legalCaseTasks.id });
        if (updated.length === 0) throw new HttpError(409, CASE_TASK_TEXT.stale);
        const action =
          Object.keys(changes).length === 1 && changes.completed
            ? body.completed
              ? 'task.completed'
              : 'task.reopened'
            : 'task.updated';
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action,
          details: { taskId, title: before.title, changes },
        });
        await refreshCaseDerived(tx, caseId);
        return toTask(await one(tx, caseId, taskId));
      });
    },

    async remove(caseId: number, taskId: number, actor: CaseActor): Promise<void> {
      await db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const before = await one(tx, caseId, taskId);
        await tx.delete(legalCaseTasks).where(eq(legalCaseTasks.id, taskId));
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'task.removed',
          details: { taskId, title: before.title },
        });
        await refreshCaseDerived(tx, caseId);
      });
    },
  };
}

export type CaseTasksService = ReturnType<typeof createCaseTasksService>;
