import { KANBAN_TEXT, type AppAbility, type KanbanCaseRef, type KanbanSummary } from '@mizan/contracts';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMembers, teams } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { findKanban, summaryColumns } from './kanban.read.ts';
import { kanbanBoards, kanbanItems, kanbans } from './kanban.table.ts';

/** Who is asking: the user and what their role lets them do. */
export interface KanbanActor {
  id: number;
  ability: AppAbility;
}

/**
 * What the kanban needs of the legal cases, given in app.ts (the cases' tables are theirs): which of some cases the
 * actor may open (with file number and title), and a search among those.
 */
export interface KanbanCases {
  openable(actor: KanbanActor, ids: readonly number[]): Promise<Map<number, KanbanCaseRef>>;
  search(actor: KanbanActor, q: string): Promise<KanbanCaseRef[]>;
}

/** The most case kanbans the chooser lists (the latest made); any other opens from its case. */
const CASE_KANBANS_LISTED = 50;

/** An administrator (manage all) sees and makes boards for every team. */
const seesEveryTeam = (actor: KanbanActor) => actor.ability.can('manage', 'all');

const myTeams = (actor: KanbanActor) =>
  sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${actor.id})`;

/**
 * Who may open a kanban: the office's and the office-wide ones, everyone with read Kanban; a team's, its members and
 * administrators; a case's, whoever may open the case. Anyone else is told it doesn't exist (404), as with cases.
 */
export function createKanbanAccess(db: Db, cases: KanbanCases | undefined) {
  const teamCondition = (actor: KanbanActor): SQL | undefined =>
    seesEveryTeam(actor) ? undefined : inArray(kanbans.teamId, myTeams(actor));

  async function mayOpen(actor: KanbanActor, kanban: KanbanSummary): Promise<boolean> {
    if (kanban.scope === 'team') {
      if (seesEveryTeam(actor)) return true;
      const [member] = await db
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, kanban.teamId ?? 0), eq(teamMembers.userId, actor.id)));
      return member !== undefined;
    }
    if (kanban.scope === 'case') {
      return kanban.caseId !== null && cases !== undefined && (await cases.openable(actor, [kanban.caseId])).size > 0;
    }
    return true;
  }

  /** A kanban by id (the office's when none is given) that the actor may open; 404 otherwise. */
  async function kanban(actor: KanbanActor, id?: number): Promise<KanbanSummary> {
    const row = await findKanban(db, id);
    if (!(await mayOpen(actor, row))) throw notFound(KANBAN_TEXT.kanbanNotFound);
    return row;
  }

  return {
    kanban,

    /** The kanban of a column the actor may open; 404 (the column's message) otherwise. */
    async board(actor: KanbanActor, boardId: number): Promise<KanbanSummary> {
      const [row] = await db
        .select({ kanbanId: kanbanBoards.kanbanId })
        .from(kanbanBoards)
        .where(eq(kanbanBoards.id, boardId));
      if (!row) throw notFound(KANBAN_TEXT.boardNotFound);
      return kanban(actor, row.kanbanId).catch(() => {
        throw notFound(KANBAN_TEXT.boardNotFound);
      });
    },

    /** The kanban of a card the actor may open; 404 (the card's message) otherwise. */
    async item(actor: KanbanActor, itemId: number): Promise<KanbanSummary> {
      const [row] = await db
        .select({ kanbanId: kanbanBoards.kanbanId })
        .from(kanbanItems)
        .innerJoin(kanbanBoards, eq(kanbanBoards.id, kanbanItems.boardId))
        .where(eq(kanbanItems.id, itemId));
      if (!row) throw notFound(KANBAN_TEXT.itemNotFound);
      return kanban(actor, row.kanbanId).catch(() => {
        throw notFound(KANBAN_TEXT.itemNotFound);
      });
    },

    /** Columns listed for a reorder: each of their kanbans must be one the actor may open (unknown ids are ignored). */
    async boards(actor: KanbanActor, boardIds: readonly number[]): Promise<void> {
      if (boardIds.length === 0) return;
      const rows = await db
        .selectDistinct({ kanbanId: kanbanBoards.kanbanId })
        .from(kanbanBoards)
        .where(inArray(kanbanBoards.id, [...boardIds]));
      for (const row of rows) await kanban(actor, row.kanbanId);
    },

    /** The kanbans the actor may open: office-wide and their teams' by title, then the latest of their cases'. */
    async list(actor: KanbanActor): Promise<KanbanSummary[]> {
      const [shared, caseKanbans] = await Promise.all([
        db
          .select(summaryColumns)
          .from(kanbans)
          .where(or(inArray(kanbans.scope, ['office', 'own']), and(eq(kanbans.scope, 'team'), teamCondition(actor))))
          .orderBy(sql`${kanbans.scope} <> 'office'`, asc(kanbans.title), asc(kanbans.id)),
        db
          .select(summaryColumns)
          .from(kanbans)
          .where(eq(kanbans.scope, 'case'))
          .orderBy(desc(kanbans.id))
          .limit(CASE_KANBANS_LISTED * 4),
      ]);
      const open = cases
        ? await cases.openable(
            actor,
            caseKanbans.map((row) => row.caseId ?? 0),
          )
        : new Map();
      return [...shared, ...caseKanbans.filter((row) => open.has(row.caseId ?? 0)).slice(0, CASE_KANBANS_LISTED)];
    },

    /** The teams the actor may make a board for: their own, or every team for an administrator. */
    teams(actor: KanbanActor): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(seesEveryTeam(actor) ? undefined : inArray(teams.id, myTeams(actor)))
        .orderBy(asc(teams.name));
    },

    cases,
  };
}

export type KanbanAccess = ReturnType<typeof createKanbanAccess>;
