import { CASE_NOTE_NOT_FOUND, type CaseNote, type CaseNoteCreateBody, type CaseNoteUpdateBody } from '@mizan/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseNotes, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { findCaseFor, findCaseForWrite, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';

const selectNotes = (tx: Db) =>
  tx
    .select({
      id: legalCaseNotes.id,
      caseId: legalCaseNotes.caseId,
      body: legalCaseNotes.body,
      pinned: legalCaseNotes.pinned,
      createdAt: legalCaseNotes.createdAt,
      updatedAt: legalCaseNotes.updatedAt,
      createdBy: legalCaseNotes.createdBy,
      createdByName: users.fullName,
    })
    .from(legalCaseNotes)
    .leftJoin(users, eq(users.id, legalCaseNotes.createdBy));
type Row = Awaited<ReturnType<typeof selectNotes>>[number];

const toNote = (row: Row): CaseNote => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** الملاحظات of a case: pinned first, then the newest. */
export function createCaseNotesService(db: Db) {
  async function one(tx: Db, caseId: number, noteId: number): Promise<Row> {
    const [row] = await selectNotes(tx).where(and(eq(legalCaseNotes.id, noteId), eq(legalCaseNotes.caseId, caseId)));
    if (!row) throw notFound(CASE_NOTE_NOT_FOUND);
    return row;
  }

  return {
    async list(caseId: number, actor: CaseActor): Promise<CaseNote[]> {
      await findCaseFor(db, caseId, actor);
      const rows = await selectNotes(db)
        .where(eq(legalCaseNotes.caseId, caseId))
        .orderBy(desc(legalCaseNotes.pinned), desc(legalCaseNotes.createdAt), desc(legalCaseNotes.id));
      return rows.map(toNote);
    },

    async create(caseId: number, body: CaseNoteCreateBody, actor: CaseActor): Promise<CaseNote> {
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const [created] = await tx
          .insert(legalCaseNotes)
          .values({ caseId, body: body.body, pinned: body.pinned, createdBy: actor.id })
          .returning({ id: legalCaseNotes.id });
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'note.added',
          details: { noteId: created!.id },
        });
        return toNote(await one(tx, caseId, created!.id));
      });
    },

    async update(caseId: number, noteId: number, body: CaseNoteUpdateBody, actor: CaseActor): Promise<CaseNote> {
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const before = await one(tx, caseId, noteId);
        const changes: Record<string, [unknown, unknown]> = {};
        if (body.body !== undefined && body.body !== before.body) changes.body = [before.body, body.body];
        if (body.pinned !== undefined && body.pinned !== before.pinned) changes.pinned = [before.pinned, body.pinned];
        if (Object.keys(changes).length === 0) return toNote(before);
        await tx
          .update(legalCaseNotes)
          .set({ body: body.body ?? before.body, pinned: body.pinned ?? before.pinned, updatedAt: new Date() })
          .where(eq(legalCaseNotes.id, noteId));
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'note.updated',
          details: { noteId, changes },
        });
        return toNote(await one(tx, caseId, noteId));
      });
    },

    async remove(caseId: number, noteId: number, actor: CaseActor): Promise<void> {
      await db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const before = await one(tx, caseId, noteId);
        await tx.delete(legalCaseNotes).where(eq(legalCaseNotes.id, noteId));
        // The text goes into the log: deleting a note must not erase what it said.
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'note.removed',
          details: { noteId, body: before.body },
        });
      });
    },
  };
}

export type CaseNotesService = ReturnType<typeof createCaseNotesService>;
