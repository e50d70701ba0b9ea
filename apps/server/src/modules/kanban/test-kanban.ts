import type { KanbanBoard, KanbanItem, KanbanResponse, KanbanSummary } from '@mizan/contracts';
import { expect } from 'vitest';
import type { SignedIn, TestContext } from '../../test/app.ts';

export const KANBAN_BASE = '/api/apps/kanban';

/** Calls of the kanban API as one signed-in user, each checking the status it expects. */
export function kanbanClient(t: TestContext, who: () => SignedIn) {
  const expectStatus = async <T>(response: ReturnType<TestContext['call']>, status: number): Promise<T> => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    return (answer.body ? answer.json() : null) as T;
  };
  return {
    read: (kanbanId?: number) =>
      expectStatus<KanbanResponse>(
        t.call(who(), 'GET', `${KANBAN_BASE}${kanbanId ? `?kanbanId=${kanbanId}` : ''}`),
        200,
      ),
    createKanban: (title: string) =>
      expectStatus<KanbanSummary>(t.call(who(), 'POST', `${KANBAN_BASE}/kanbans`, { title }), 201),
    addBoard: (title: string, kanbanId?: number) =>
      expectStatus<KanbanBoard>(t.call(who(), 'POST', `${KANBAN_BASE}/board/add`, { title, kanbanId }), 201),
    addItem: (boardId: number, itemTitle: string) =>
      expectStatus<KanbanItem>(
        t.call(who(), 'POST', `${KANBAN_BASE}/item/add`, { boardId, itemTitle, boardName: 'column' }),
        201,
      ),
    moveItems: (boardId: number, ids: number[]) =>
      expectStatus<KanbanBoard>(t.call(who(), 'PUT', `${KANBAN_BASE}/item/state-update`, { boardId, ids }), 201),
  };
}

/** A new kanban with its three default columns, each holding `perColumn` new cards. */
export async function kanbanWithCards(client: ReturnType<typeof kanbanClient>, perColumn: number) {
  const kanban = await client.createKanban(`Kanban ${Math.random().toString(36).slice(2, 8)}`);
  const { boards } = await client.read(kanban.id);
  for (const board of boards) {
    for (let n = 1; n <= perColumn; n++) await client.addItem(board.id, `${board.title} ${n}`);
  }
  return { kanban, boards: (await client.read(kanban.id)).boards };
}
