import {
  KANBAN_TEXT,
  type KanbanBoard,
  type KanbanComment,
  type KanbanItem,
  type KanbanMember,
  type KanbanResponse,
  type KanbanSummary,
} from '@mizan/contracts';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { officeUserColumns } from '../../lib/office-users.ts';
import { kanbanBoards, kanbanComments, kanbanItemMembers, kanbanItems, kanbans } from './kanban.table.ts';

const summaryColumns = { id: kanbans.id, title: kanbans.title, scope: kanbans.scope, caseId: kanbans.caseId };
const memberColumns = officeUserColumns;

/** A card's own columns, as the JSON of `readItems` carries them. */
type ItemRow = Omit<KanbanItem, 'members' | 'commentsCount' | 'attachments'>;

/** A kanban by id, or the office's when no id is given; 404 when there is none. */
export async function findKanban(db: Db, id?: number): Promise<KanbanSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(kanbans)
    .where(id === undefined ? eq(kanbans.scope, 'office') : eq(kanbans.id, id));
  if (!row) throw notFound(KANBAN_TEXT.kanbanNotFound);
  return row;
}

export const listKanbans = (db: Db) => db.select(summaryColumns).from(kanbans).orderBy(asc(kanbans.id));

/**
 * The cards matching `where` (a condition on `kanban_items`), in their columns' order (board, then key, then id), as
 * spec §3 items. Members and comment counts are read by the same condition, joined, rather than by a list of the
 * cards' ids: a kanban of 2,000 cards would send 2,000 parameters twice.
 */
export async function readItems(db: Db, where: SQL | undefined): Promise<KanbanItem[]> {
  const [[cards], members, counts] = await Promise.all([
    // One JSON array rather than a row per card: PGlite decodes 2,000 rows of nine columns in about twice the time.
    db
      .select({
        rows: sql<ItemRow[] | string | null>`json_agg(json_build_object(
          'id', ${kanbanItems.id}, 'boardId', ${kanbanItems.boardId}, 'title', ${kanbanItems.title},
          'dueDate', ${kanbanItems.dueDate}, 'labels', ${kanbanItems.labels}, 'comments', ${kanbanItems.comments},
          'image', ${kanbanItems.image}, 'caseId', ${kanbanItems.caseId}, 'version', ${kanbanItems.version}
        ) order by ${kanbanItems.boardId}, ${kanbanItems.position}, ${kanbanItems.id})`,
      })
      .from(kanbanItems)
      .where(where),
    db
      .select({ itemId: kanbanItemMembers.itemId, ...memberColumns })
      .from(kanbanItemMembers)
      .innerJoin(kanbanItems, eq(kanbanItems.id, kanbanItemMembers.itemId))
      .innerJoin(users, eq(users.id, kanbanItemMembers.userId))
      .where(where)
      .orderBy(asc(users.fullName), asc(users.id)),
    db
      .select({ itemId: kanbanComments.itemId, n: count() })
      .from(kanbanComments)
      .innerJoin(kanbanItems, eq(kanbanItems.id, kanbanComments.itemId))
      .where(where)
      .groupBy(kanbanComments.itemId),
  ]);
  const membersOf = new Map<number, KanbanMember[]>();
  for (const { itemId, ...member } of members) {
    const list = membersOf.get(itemId);
    if (list) list.push(member);
    else membersOf.set(itemId, [member]);
  }
  const countOf = new Map(counts.map((row) => [row.itemId, row.n]));
  // PGlite hands JSON over parsed; a driver may hand it over as text.
  const rows: ItemRow[] = typeof cards?.rows === 'string' ? JSON.parse(cards.rows) : (cards?.rows ?? []);
  return rows.map((row) => ({
    ...row,
    members: membersOf.get(row.id) ?? [],
    commentsCount: countOf.get(row.id) ?? 0,
    attachments: 0, // attachments come later
  }));
}

/** One card; 404 when unknown. */
export async function readItem(db: Db, id: number): Promise<KanbanItem> {
  const [item] = await readItems(db, eq(kanbanItems.id, id));
  if (!item) throw notFound(KANBAN_TEXT.itemNotFound);
  return item;
}

/** One column with its cards' ids in order. */
export async function readBoard(db: Db, id: number): Promise<KanbanBoard> {
  const [board] = await db
    .select({ id: kanbanBoards.id, title: kanbanBoards.title })
    .from(kanbanBoards)
    .where(eq(kanbanBoards.id, id));
  if (!board) throw notFound(KANBAN_TEXT.boardNotFound);
  const items = await db
    .select({ id: kanbanItems.id })
    .from(kanbanItems)
    .where(eq(kanbanItems.boardId, id))
    .orderBy(asc(kanbanItems.position), asc(kanbanItems.id));
  return { ...board, itemsIds: items.map((item) => item.id) };
}

/** A kanban's columns in order, each with its cards' ids in order. */
export async function readBoards(db: Db, kanbanId: number): Promise<KanbanBoard[]> {
  const boards = await db
    .select({ id: kanbanBoards.id, title: kanbanBoards.title })
    .from(kanbanBoards)
    .where(eq(kanbanBoards.kanbanId, kanbanId))
    .orderBy(asc(kanbanBoards.position), asc(kanbanBoards.id));
  const items = boards.length
    ? await db
        .select({ id: kanbanItems.id, boardId: kanbanItems.boardId })
        .from(kanbanItems)
        .where(
          inArray(
            kanbanItems.boardId,
            boards.map((board) => board.id),
          ),
        )
        .orderBy(asc(kanbanItems.position), asc(kanbanItems.id))
    : [];
  return boards.map((board) => ({
    ...board,
    itemsIds: items.filter((item) => item.boardId === board.id).map((item) => item.id),
  }));
}

/** Spec §7 `GET /api/apps/kanban`: the kanban's columns and cards (read once; the columns' id lists come from them). */
export async function readKanban(db: Db, kanbanId?: number): Promise<KanbanResponse> {
  const kanban = await findKanban(db, kanbanId);
  const columns = await db
    .select({ id: kanbanBoards.id, title: kanbanBoards.title })
    .from(kanbanBoards)
    .where(eq(kanbanBoards.kanbanId, kanban.id))
    .orderBy(asc(kanbanBoards.position), asc(kanbanBoards.id));
  if (columns.length === 0) return { kanban, boards: [], items: [] };
  const items = await readItems(
    db,
    inArray(
      kanbanItems.boardId,
      columns.map((column) => column.id),
    ),
  );
  const boards = columns.map((column) => ({ ...column, itemsIds: [] as number[] }));
  const byId = new Map(boards.map((board) => [board.id, board]));
  for (const item of items) byId.get(item.boardId)?.itemsIds.push(item.id);
  return { kanban, boards, items };
}

/** A card's comments, oldest first. */
export async function readComments(db: Db, itemId: number, where?: SQL): Promise<KanbanComment[]> {
  const rows = await db
    .select({
      id: kanbanComments.id,
      body: kanbanComments.body,
      createdAt: kanbanComments.createdAt,
      authorId: users.id,
      name: users.fullName,
      img: users.avatar,
    })
    .from(kanbanComments)
    .leftJoin(users, eq(users.id, kanbanComments.authorId))
    .where(and(eq(kanbanComments.itemId, itemId), where))
    .orderBy(asc(kanbanComments.createdAt), asc(kanbanComments.id));
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    // A deleted author's comment stays, signed by nobody.
    author: { id: row.authorId ?? 0, name: row.name ?? '', img: row.img },
  }));
}
