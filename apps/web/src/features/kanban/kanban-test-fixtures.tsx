import type { KanbanItem, KanbanResponse } from '@mizan/contracts';
import { useState } from 'react';
import { fakeServer } from '@/test/harness';
import { KanbanPage, type KanbanSearch } from './kanban-page';

export const card = (id: number, boardId: number, extra: Partial<KanbanItem> = {}): KanbanItem => ({
  id,
  boardId,
  title: `Card ${id}`,
  dueDate: null,
  labels: [],
  members: [],
  comments: '',
  commentsCount: 0,
  attachments: 0,
  image: '',
  caseId: null,
  case: null,
  version: 1,
  ...extra,
});

/** The office's kanban: two cards in progress, one in review, nothing done. */
export const kanban = (): KanbanResponse => ({
  kanban: { id: 1, title: 'Office', scope: 'office', teamId: null, caseId: null },
  boards: [
    { id: 1, title: 'In Progress', itemsIds: [1, 2] },
    { id: 2, title: 'In Review', itemsIds: [3] },
    { id: 3, title: 'Done', itemsIds: [] },
  ],
  items: [
    card(1, 1, { title: 'Draft the appeal', labels: ['Urgent'], commentsCount: 2, attachments: 1 }),
    card(2, 1, { title: 'Call the client', members: [{ id: 7, name: 'Sara Lawyer', img: null }] }),
    card(3, 2, { title: 'Review the contract' }),
  ],
});

/** The calls every kanban page makes; `extra` adds or replaces routes. */
export function kanbanServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/office/time-zone': { body: { timeZone: 'UTC' } },
    'GET /api/apps/kanban': { body: kanban() },
    'GET /api/apps/kanban/kanbans': { body: { kanbans: [kanban().kanban] } },
    'GET /api/apps/kanban/members': {
      body: {
        members: [
          { id: 7, name: 'Sara Lawyer', img: null },
          { id: 8, name: 'Omar Clerk', img: null },
        ],
      },
    },
    'GET /api/apps/kanban/item/:id/comments': { body: { comments: [] } },
    'GET /api/apps/kanban/item/:id/attachments': { body: { attachments: [] } },
    'GET /api/apps/kanban/teams': { body: { teams: [{ id: 4, name: 'Litigation' }] } },
    'GET /api/apps/kanban/cases': { body: { cases: [] } },
    ...extra,
  });
}

/** The page with its URL state held as the route would hold it. */
export function KanbanHarness({ initial = {} }: { initial?: KanbanSearch }) {
  const [search, setSearch] = useState<KanbanSearch>(initial);
  return <KanbanPage search={search} onSearchChange={setSearch} />;
}
