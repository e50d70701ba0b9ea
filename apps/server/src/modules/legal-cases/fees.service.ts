import { CASE_FEE_NOT_FOUND, type CaseFee, type CaseFeeList, type CaseFeeCreateBody } from '@mizan/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseFees } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { findCaseFor, findCaseForWrite, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';

type Row = typeof legalCaseFees.$inferSelect;

const toFee = (row: Row): CaseFee => ({
  id: row.id,
  caseId: row.caseId,
  kind: row.kind,
  amount: row.amount,
  description: row.description,
  occurredOn: row.occurredOn,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

/** A sum of one kind as exact decimal text ("0.00" when none), added up by PostgreSQL's numeric, never a float. */
const total = (kind: CaseFee['kind']) =>
  sql<string>`coalesce(sum(${legalCaseFees.amount}) filter (where ${legalCaseFees.kind} = ${kind}), 0)`;
const asText = (amount: SQL) => sql<string>`(${amount})::numeric(16, 2)::text`;

/** الأتعاب of a case: the agreement(s), payments received and expenses, with the totals and the balance. */
export function createCaseFeesService(db: Db) {
  return {
    async list(caseId: number, actor: CaseActor): Promise<CaseFeeList> {
      await findCaseFor(db, caseId, actor);
      const byCase = eq(legalCaseFees.caseId, caseId);
      const [rows, [totals]] = await Promise.all([
        db.select().from(legalCaseFees).where(byCase).orderBy(asc(legalCaseFees.occurredOn), asc(legalCaseFees.id)),
        db
          .select({
            agreed: asText(total('agreement')),
            paid: asText(total('payment')),
            expenses: asText(total('expense')),
            balance: asText(sql`${total('agreement')} - ${total('payment')}`),
          })
          .from(legalCaseFees)
          .where(byCase),
      ]);
      return { entries: rows.map(toFee), totals: totals! };
    },

    async create(caseId: number, body: CaseFeeCreateBody, actor: CaseActor): Promise<CaseFee> {
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const [row] = await tx
          .insert(legalCaseFees)
          .values({
            caseId,
            kind: body.kind,
            amount: body.amount,
            description: body.description,
            occurredOn: body.occurredOn,
            createdBy: actor.id,
          })
          .returning();
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'fee.added',
          details: { feeId: row!.id, kind: row!.kind, amount: row!.amount, occurredOn: row!.occurredOn },
        });
        return toFee(row!);
      });
    },

    async remove(caseId: number, feeId: number, actor: CaseActor): Promise<void> {
      await db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const [row] = await tx
          .delete(legalCaseFees)
          .where(and(eq(legalCaseFees.id, feeId), eq(legalCaseFees.caseId, caseId)))
          .returning();
        if (!row) throw notFound(CASE_FEE_NOT_FOUND);
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'fee.removed',
          details: {
            feeId,
            kind: row.kind,
            amount: row.amount,
            description: row.description,
            occurredOn: row.occurredOn,
          },
        });
      });
    },
  };
}

export type CaseFeesService = ReturnType<typeof createCaseFeesService>;
