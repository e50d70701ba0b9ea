import {
  POA_ERRORS,
  type PoaCreateInput,
  type PoaList,
  type PoaListQuery,
  type PoaStatus,
  type PoaUpdateInput,
  type PowerOfAttorney,
} from '@mizan/contracts';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  legalCasePowers,
  legalCases,
  legalContacts,
  legalPoaLawyers,
  legalPowersOfAttorney,
  users,
} from '../../db/schema.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { contactSearchMatches } from './contacts.service.ts';
import { findCaseFor, findCaseForWrite, visibleTo, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';
import { refreshCasesDerived } from './legal-cases.derived.ts';
import { likeEscape } from '../../lib/sql-like.ts';

type Row = typeof legalPowersOfAttorney.$inferSelect;
const poa = legalPowersOfAttorney;

/** Today as a plain date (UTC), the day expiries are compared with. */
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The effective status, computed on read (never written back): a stored `valid` whose expiry has passed reads
 * `expired`. `poa_expires_at` on the cases keeps counting such a power (refreshCaseDerived takes stored `valid`),
 * so the case list shows its power as expired rather than forgetting it.
 */
const effectiveStatus = (row: Pick<Row, 'status' | 'expiresAt'>, on: string): PoaStatus =>
  row.status === 'valid' && row.expiresAt !== null && row.expiresAt < on ? 'expired' : row.status;

/** The same rule in SQL, for the status filter. */
function statusIs(status: PoaStatus, on: string): SQL {
  const past = and(sql`${poa.expiresAt} is not null`, lt(poa.expiresAt, on))!;
  if (status === 'valid') return and(eq(poa.status, 'valid'), or(isNull(poa.expiresAt), gte(poa.expiresAt, on)))!;
  if (status === 'expired') return or(eq(poa.status, 'expired'), and(eq(poa.status, 'valid'), past))!;
  return eq(poa.status, 'revoked');
}

export function createPowersService(db: Db) {
  /** The powers as `actor` may see them: linked cases they can't open are left out (the rule of `findCaseFor`). */
  async function hydrate(tx: Db, rows: Row[], actor: CaseActor): Promise<PowerOfAttorney[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const principals = await tx
      .select({ id: legalContacts.id, nameAr: legalContacts.nameAr })
      .from(legalContacts)
      .where(inArray(legalContacts.id, [...new Set(rows.map((row) => row.principalContactId))]));
    const lawyers = await tx
      .select({ poaId: legalPoaLawyers.poaId, id: users.id, fullName: users.fullName })
      .from(legalPoaLawyers)
      .innerJoin(users, eq(users.id, legalPoaLawyers.userId))
      .where(inArray(legalPoaLawyers.poaId, ids))
      .orderBy(asc(users.fullName));
    const cases = await tx
      .select({
        poaId: legalCasePowers.poaId,
        id: legalCases.id,
        fileNumber: legalCases.fileNumber,
        title: legalCases.title,
        status: legalCases.status,
      })
      .from(legalCasePowers)
      .innerJoin(legalCases, eq(legalCases.id, legalCasePowers.caseId))
      .where(and(inArray(legalCasePowers.poaId, ids), isNull(legalCases.deletedAt), visibleTo(actor)))
      .orderBy(asc(legalCases.fileNumber));
    const principalById = new Map(principals.map((principal) => [principal.id, principal]));
    const on = today();
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      issuer: row.issuer,
      issuedAt: row.issuedAt,
      expiresAt: row.expiresAt,
      type: row.type,
      scope: row.scope,
      status: effectiveStatus(row, on),
      principal: principalById.get(row.principalContactId) ?? { id: row.principalContactId, nameAr: '' },
      lawyers: lawyers.filter((lawyer) => lawyer.poaId === row.id).map(({ id, fullName }) => ({ id, fullName })),
      cases: cases.filter((link) => link.poaId === row.id).map(({ poaId: _poaId, ...link }) => link),
      documentId: row.documentId,
      createdAt: row.createdAt.toISOString(),
      version: row.version,
    }));
  }

  async function find(tx: Db, id: number): Promise<Row> {
    const [row] = await tx.select().from(poa).where(eq(poa.id, id));
    if (!row) throw notFound(POA_ERRORS.notFound);
    return row;
  }

  async function getOne(tx: Db, id: number, actor: CaseActor): Promise<PowerOfAttorney> {
    const [power] = await hydrate(tx, [await find(tx, id)], actor);
    return power!;
  }

  async function assertPrincipal(tx: Db, contactId: number) {
    const [contact] = await tx
      .select({ id: legalContacts.id })
      .from(legalContacts)
      .where(eq(legalContacts.id, contactId));
    if (!contact) throw fieldError('principalContactId', POA_ERRORS.principalMissing);
  }

  async function setLawyers(tx: Db, poaId: number, lawyerIds: number[]) {
    const unique = [...new Set(lawyerIds)];
    if (unique.length) {
      const [found] = await tx.select({ n: count() }).from(users).where(inArray(users.id, unique));
      if ((found?.n ?? 0) !== unique.length) throw fieldError('lawyerIds', POA_ERRORS.lawyerMissing);
    }
    await tx.delete(legalPoaLawyers).where(eq(legalPoaLawyers.poaId, poaId));
    if (unique.length) await tx.insert(legalPoaLawyers).values(unique.map((userId) => ({ poaId, userId })));
  }

  async function linkedCaseIds(tx: Db, poaId: number): Promise<number[]> {
    const rows = await tx
      .select({ caseId: legalCasePowers.caseId })
      .from(legalCasePowers)
      .where(eq(legalCasePowers.poaId, poaId));
    return rows.map((row) => row.caseId);
  }

  /** The linked cases `actor` is shown (live and visible to them): the ones a `caseIds` list of theirs replaces. */
  async function shownCaseIds(tx: Db, poaId: number, actor: CaseActor): Promise<number[]> {
    const rows = await tx
      .select({ caseId: legalCasePowers.caseId })
      .from(legalCasePowers)
      .innerJoin(legalCases, eq(legalCases.id, legalCasePowers.caseId))
      .where(and(eq(legalCasePowers.poaId, poaId), isNull(legalCases.deletedAt), visibleTo(actor)));
    return rows.map((row) => row.caseId);
  }

  interface CaseTouch {
    caseIds: number[];
    action: string;
    details: Record<string, unknown>;
  }

  /**
   * Every case whose powers changed: its `poa_expires_at`, refreshed in one call for all of them (the cases locked in
   * id order, so two power writes sharing cases can't deadlock), then one activity entry per case and change.
   */
  async function touchCases(tx: Db, actor: CaseActor, touches: CaseTouch[]) {
    await refreshCasesDerived(
      tx,
      touches.flatMap((touch) => touch.caseIds),
    );
    for (const { caseIds, action, details } of touches) {
      for (const caseId of new Set(caseIds))
        await recordCaseActivity(tx, { caseId, userId: actor.id, action, details });
    }
  }

  async function link(tx: Db, poaId: number, caseIds: number[], actor: CaseActor): Promise<number[]> {
    const added: number[] = [];
    for (const caseId of new Set(caseIds)) {
      await findCaseForWrite(tx, caseId, actor);
      const rows = await tx
        .insert(legalCasePowers)
        .values({ caseId, poaId })
        .onConflictDoNothing()
        .returning({ caseId: legalCasePowers.caseId });
      if (rows.length) added.push(caseId);
    }
    return added;
  }

  return {
    async list(query: PoaListQuery, actor: CaseActor): Promise<PoaList> {
      const on = today();
      const conditions: SQL[] = [];
      if (query.q) {
        const q = query.q;
        conditions.push(
          or(
            ilike(poa.number, `%${likeEscape(q)}%`),
            ilike(poa.issuer, `%${likeEscape(q)}%`),
            sql`${poa.principalContactId} in (select ${legalContacts.id} from ${legalContacts} where ${contactSearchMatches(q)})`,
          )!,
        );
      }
      if (query.status) conditions.push(statusIs(query.status, on));
      if (query.expiringWithinDays !== undefined) {
        conditions.push(statusIs('valid', on), lte(poa.expiresAt, addDays(on, query.expiringWithinDays)));
      }
      if (query.principalId) conditions.push(eq(poa.principalContactId, query.principalId));
      const where = conditions.length ? and(...conditions) : undefined;
      const [counted] = await db.select({ n: count() }).from(poa).where(where);
      const total = counted?.n ?? 0;
      const size = query.itemsPerPage === -1 ? Math.max(total, 1) : query.itemsPerPage;
      const rows = await db
        .select()
        .from(poa)
        .where(where)
        .orderBy(sql`${poa.expiresAt} asc nulls last`, asc(poa.id))
        .offset((query.page - 1) * size)
        .limit(size);
      return {
        powers: await hydrate(db, rows, actor),
        total,
        page: query.page,
        totalPages: Math.max(1, Math.ceil(total / size)),
      };
    },

    get: (id: number, actor: CaseActor) => getOne(db, id, actor),

    async create(body: PoaCreateInput, actor: CaseActor): Promise<PowerOfAttorney> {
      return db.transaction(async (tx) => {
        await assertPrincipal(tx, body.principalContactId);
        const { lawyerIds, caseIds, ...fields } = body;
        const [row] = await tx.insert(poa).values(fields).returning({ id: poa.id });
        const id = row!.id;
        await setLawyers(tx, id, lawyerIds);
        const linked = await link(tx, id, caseIds, actor);
        await touchCases(tx, actor, [
          { caseIds: linked, action: 'poa.linked', details: { poaId: id, number: fields.number } },
        ]);
        return getOne(tx, id, actor);
      });
    },

    async update(id: number, body: PoaUpdateInput, actor: CaseActor): Promise<PowerOfAttorney> {
      return db.transaction(async (tx) => {
        const before = await find(tx, id);
        const { version, lawyerIds, caseIds, ...fields } = body;
        if (before.version !== version) throw new HttpError(409, POA_ERRORS.stale);
        const issuedAt = fields.issuedAt ?? before.issuedAt;
        const expiresAt = fields.expiresAt === undefined ? before.expiresAt : fields.expiresAt;
        if (expiresAt && expiresAt < issuedAt) throw fieldError('expiresAt', POA_ERRORS.expiresBeforeIssue);
        if (fields.principalContactId) await assertPrincipal(tx, fields.principalContactId);
        // Every edit (fields, lawyers or cases) moves the version on; the version in the WHERE as well, so two
        // saves racing past the check above can't both win.
        const bumped = await tx
          .update(poa)
          .set({ ...fields, version: sql`${poa.version} + 1` })
          .where(and(eq(poa.id, id), eq(poa.version, version)))
          .returning({ id: poa.id });
        if (bumped.length === 0) throw new HttpError(409, POA_ERRORS.stale);
        if (lawyerIds) await setLawyers(tx, id, lawyerIds);

        const changes: Record<string, [unknown, unknown]> = {};
        for (const key of ['expiresAt', 'status', 'issuedAt', 'number'] as const) {
          if (fields[key] !== undefined && fields[key] !== before[key]) changes[key] = [before[key], fields[key]];
        }
        const linkedBefore = await linkedCaseIds(tx, id);
        const touches: CaseTouch[] = [];
        let dropped: number[] = [];
        if (caseIds) {
          // `caseIds` replaces the cases the actor is shown; links to cases hidden from them (team-only ones of
          // another team, deleted ones) stay as they are.
          const wanted = new Set(caseIds);
          dropped = (await shownCaseIds(tx, id, actor)).filter((caseId) => !wanted.has(caseId));
          for (const caseId of dropped) await findCaseForWrite(tx, caseId, actor);
          if (dropped.length)
            await tx
              .delete(legalCasePowers)
              .where(and(eq(legalCasePowers.poaId, id), inArray(legalCasePowers.caseId, dropped)));
          const added = await link(tx, id, caseIds, actor);
          touches.push(
            { caseIds: dropped, action: 'poa.unlinked', details: { poaId: id, number: before.number } },
            { caseIds: added, action: 'poa.linked', details: { poaId: id, number: fields.number ?? before.number } },
          );
        }
        // Expiry or status decide each linked case's `poa_expires_at`.
        if (Object.keys(changes).length) {
          const still = linkedBefore.filter((caseId) => !dropped.includes(caseId));
          touches.push({ caseIds: still, action: 'poa.updated', details: { poaId: id, changes } });
        }
        await touchCases(tx, actor, touches);
        return getOne(tx, id, actor);
      });
    },

    async remove(id: number, actor: CaseActor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await find(tx, id);
        const linked = await linkedCaseIds(tx, id);
        await tx.delete(poa).where(eq(poa.id, id));
        await touchCases(tx, actor, [
          { caseIds: linked, action: 'poa.deleted', details: { poaId: id, number: before.number } },
        ]);
      });
    },

    async forCase(caseId: number, actor: CaseActor): Promise<PowerOfAttorney[]> {
      await findCaseFor(db, caseId, actor);
      const rows = await db
        .select(getTableColumns(poa))
        .from(poa)
        .innerJoin(legalCasePowers, eq(legalCasePowers.poaId, poa.id))
        .where(eq(legalCasePowers.caseId, caseId))
        .orderBy(sql`${poa.expiresAt} asc nulls last`, asc(poa.id));
      return hydrate(db, rows, actor);
    },

    async linkToCase(caseId: number, poaId: number, actor: CaseActor): Promise<PowerOfAttorney> {
      return db.transaction(async (tx) => {
        const row = await find(tx, poaId);
        const added = await link(tx, poaId, [caseId], actor);
        await touchCases(tx, actor, [{ caseIds: added, action: 'poa.linked', details: { poaId, number: row.number } }]);
        return getOne(tx, poaId, actor);
      });
    },

    async unlinkFromCase(caseId: number, poaId: number, actor: CaseActor): Promise<void> {
      await db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const row = await find(tx, poaId);
        const removed = await tx
          .delete(legalCasePowers)
          .where(and(eq(legalCasePowers.caseId, caseId), eq(legalCasePowers.poaId, poaId)))
          .returning({ caseId: legalCasePowers.caseId });
        if (!removed.length) throw notFound(POA_ERRORS.notFound);
        await touchCases(tx, actor, [
          { caseIds: [caseId], action: 'poa.unlinked', details: { poaId, number: row.number } },
        ]);
      });
    },
  };
}

export type PowersService = ReturnType<typeof createPowersService>;
