import type { Db } from '../../db/client.ts';
import { listActiveUsers } from '../../lib/office-users.ts';
import { createKanbanBoards } from './kanban.boards.ts';
import { createKanbanItems } from './kanban.items.ts';
import { listKanbans, readKanban } from './kanban.read.ts';

/** The kanban area: kanbans, their columns (spec "boards") and cards (spec "items"). */
export function createKanbanService(db: Db) {
  return {
    read: (kanbanId?: number) => readKanban(db, kanbanId),
    kanbans: async () => ({ kanbans: await listKanbans(db) }),
    members: async () => ({ members: await listActiveUsers(db) }), // the active users a card may be given to
    boards: createKanbanBoards(db),
    items: createKanbanItems(db),
  };
}

export type KanbanService = ReturnType<typeof createKanbanService>;
