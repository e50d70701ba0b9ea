import {
  KANBAN_TEXT,
  type KanbanItem,
  type KanbanItemUpdate,
  type kanbanCreateBodySchema,
  type kanbanItemAddBodySchema,
  type kanbanItemOrderBodySchema,
} from '@mizan/contracts';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/errors.ts';
import { listActiveUsers } from '../../lib/office-users.ts';
import { createKanbanAccess, type KanbanActor, type KanbanCases } from './kanban.access.ts';
import { createKanbanAttachments } from './kanban.attachments.ts';
import { createKanbanBoards } from './kanban.boards.ts';
import { createKanbanItems } from './kanban.items.ts';
import { readKanban } from './kanban.read.ts';

export interface KanbanOptions {
  /** Told after a kanban's columns or cards changed, and by whom (app.ts signals it live to the office). */
  changed?: (kanbanId: number, by: number) => Promise<unknown>;
}

/**
 * The kanban area: kanbans, their columns (spec "boards") and cards (spec "items"). Every call names who asks: a
 * kanban they may not open (another team's, a case they can't see) answers 404 like one that doesn't exist.
 * `cases` is the legal cases' port (app.ts gives it); without it no case kanban opens and no card links to a case.
 */
export function createKanbanService(db: Db, cases?: KanbanCases, options: KanbanOptions = {}) {
  const access = createKanbanAccess(db, cases);
  const boards = createKanbanBoards(db);
  const items = createKanbanItems(db);
  /**
   * Runs a write, then says that kanban changed — without waiting: the answer doesn't wait for the signal, and a
   * failure to send it never fails the write.
   */
  const signal = (kanbanId: number, by: number) => void options.changed?.(kanbanId, by).catch(() => undefined);
  async function changing<T>(actor: KanbanActor, kanban: Promise<{ id: number }>, write: () => Promise<T>) {
    const { id } = await kanban;
    const result = await write();
    signal(id, actor.id);
    return result;
  }

  /** The cards with their linked case's file number and title, for a reader who may open it. */
  async function withCases(actor: KanbanActor, cards: KanbanItem[]): Promise<KanbanItem[]> {
    const ids = cards.flatMap((card) => (card.caseId === null ? [] : [card.caseId]));
    const open = ids.length && cases ? await cases.openable(actor, ids) : new Map();
    return cards.map((card) => ({ ...card, case: card.caseId === null ? null : (open.get(card.caseId) ?? null) }));
  }
  const withCase = async (actor: KanbanActor, card: KanbanItem) => (await withCases(actor, [card]))[0]!;

  return {
    async read(actor: KanbanActor, kanbanId?: number) {
      const kanban = await readKanban(db, await access.kanban(actor, kanbanId));
      return { ...kanban, items: await withCases(actor, kanban.items) };
    },
    kanbans: async (actor: KanbanActor) => ({ kanbans: await access.list(actor) }),
    teams: async (actor: KanbanActor) => ({ teams: await access.teams(actor) }),
    cases: async (actor: KanbanActor, q: string) => ({ cases: cases ? await cases.search(actor, q) : [] }),
    members: async () => ({ members: await listActiveUsers(db) }),

    /** A team's kanban only for one of the actor's teams (nobody makes a board for a team they're not in). */
    async createKanban(actor: KanbanActor, { title, teamId }: z.infer<typeof kanbanCreateBodySchema>) {
      if (teamId && !(await access.teams(actor)).some((team) => team.id === teamId)) {
        throw fieldError('teamId', KANBAN_TEXT.team);
      }
      return boards.createKanban({ title, teamId, createdBy: actor.id });
    },

    /** "Open board" from a case: its kanban, made the first time; a case the actor can't open → 400 on caseId. */
    async caseKanban(actor: KanbanActor, caseId: number) {
      const found = cases ? (await cases.openable(actor, [caseId])).get(caseId) : undefined;
      if (!found) throw fieldError('caseId', KANBAN_TEXT.case);
      return boards.caseKanban(caseId, `${found.fileNumber} · ${found.title}`, actor.id);
    },

    async removeKanban(actor: KanbanActor, kanbanId: number) {
      const kanban = await access.kanban(actor, kanbanId);
      if (kanban.scope === 'office') throw new HttpError(409, KANBAN_TEXT.officeKanban);
      await boards.removeKanban(kanban.id);
    },

    board: {
      async add(actor: KanbanActor, body: { title: string; kanbanId?: number }) {
        const kanban = await access.kanban(actor, body.kanbanId);
        return changing(actor, Promise.resolve(kanban), () => boards.add(kanban, body.title));
      },
      rename: (actor: KanbanActor, body: { boardId: number; newName: string }) =>
        changing(actor, access.board(actor, body.boardId), () => boards.rename(body)),
      remove: (actor: KanbanActor, boardId: number) =>
        changing(actor, access.board(actor, boardId), () => boards.remove(boardId)),
      async reorder(actor: KanbanActor, ids: readonly number[]) {
        await access.boards(actor, ids);
        if (ids.length === 0) return boards.reorder(ids);
        return changing(actor, access.board(actor, ids[0]!), () => boards.reorder(ids));
      },
    },

    item: {
      async add(actor: KanbanActor, body: z.infer<typeof kanbanItemAddBodySchema>) {
        return withCase(
          actor,
          await changing(actor, access.board(actor, body.boardId), () => items.add(body, actor.id)),
        );
      },
      async update(actor: KanbanActor, item: KanbanItemUpdate) {
        const kanban = await access.item(actor, item.id);
        if (item.caseId && !(cases && (await cases.openable(actor, [item.caseId])).has(item.caseId))) {
          throw fieldError('item.caseId', KANBAN_TEXT.case);
        }
        return withCase(actor, await changing(actor, Promise.resolve(kanban), () => items.update(item)));
      },
      remove: (actor: KanbanActor, itemId: number) =>
        changing(actor, access.item(actor, itemId), () => items.remove(itemId)),
      reorder: (actor: KanbanActor, body: z.infer<typeof kanbanItemOrderBodySchema>) =>
        changing(actor, access.board(actor, body.boardId), () => items.reorder(body)),
      async comments(actor: KanbanActor, itemId: number) {
        await access.item(actor, itemId);
        return items.comments(itemId);
      },
      async comment(actor: KanbanActor, itemId: number, body: string) {
        await access.item(actor, itemId);
        return items.comment(itemId, body, actor.id);
      },
    },

    /** For the area's other parts (attachments): the kanban of a card the actor may open, or 404. */
    access,
    attachments: createKanbanAttachments(db, access, signal),
  };
}

export type KanbanService = ReturnType<typeof createKanbanService>;
