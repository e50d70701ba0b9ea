import { Group, Skeleton, Stack } from '@mantine/core';
import { KANBAN_DEFAULT_BOARDS } from '@mizan/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { useLiveEvent } from '@/lib/live';
import { ability, useSessionUser } from '@/lib/session';
import { kanbanKeys, kanbanQuery } from './kanban.api';
import { KanbanBoard } from './kanban-board';
import { KanbanBoardsMenu } from './kanban-boards-menu';
import { KanbanCardDrawer } from './kanban-card-drawer';
import classes from './kanban.module.css';

const isDefaultColumn = (title: string): title is (typeof KANBAN_DEFAULT_BOARDS)[number] =>
  (KANBAN_DEFAULT_BOARDS as readonly string[]).includes(title);

/** The page's URL state: the kanban shown (the office's when absent) and the card open in the drawer. */
export interface KanbanSearch {
  kanbanId?: number;
  item?: number;
}

export interface KanbanPageProps {
  search: KanbanSearch;
  onSearchChange: (next: KanbanSearch) => void;
}

/** `/apps/kanban`: a kanban's columns and cards, a card's details in a drawer. */
export function KanbanPage({ search, onSearchChange }: KanbanPageProps) {
  const { t } = useTranslation('kanban');
  const { kanbanId } = search;
  // The columns a kanban starts with (spec §4) are stored in English; while they keep that name they read in the
  // reader's language, as the seeded roles do. A column someone named stays as typed.
  const query = useQuery({
    ...kanbanQuery(kanbanId),
    select: (data) => ({
      ...data,
      boards: data.boards.map((board) =>
        isDefaultColumn(board.title) ? { ...board, title: t(`defaultColumns.${board.title}`) } : board,
      ),
    }),
  });
  const canEdit = ability.can('update', 'Kanban');
  const client = useQueryClient();
  const me = useSessionUser()?.id;
  // Someone else changed this kanban: fetched again (one's own changes are already shown).
  useLiveEvent('kanban.changed', (event) => {
    const { kanbanId: changed, by } = event.payload as { kanbanId: number; by: number };
    if (by !== me && changed === query.data?.kanban.id) {
      void client.invalidateQueries({ queryKey: kanbanKeys.board(kanbanId) });
    }
  });
  const item = search.item === undefined ? undefined : query.data?.items.find((card) => card.id === search.item);

  return (
    <Stack gap="lg">
      <PageHeader
        section="appsPages"
        area="kanban"
        title={query.data && query.data.kanban.scope !== 'office' ? query.data.kanban.title : t('page.title')}
        titleIsUserText={query.data?.kanban.scope !== 'office'}
        actions={<KanbanBoardsMenu current={query.data?.kanban} onOpen={(id) => onSearchChange({ kanbanId: id })} />}
      />
      {query.isPending && (
        <Group gap="md" wrap="nowrap" className={classes.board} aria-busy="true" aria-label={t('page.loading')}>
          {[0, 1, 2].map((column) => (
            <Stack key={column} gap="sm" className={classes.column}>
              <Skeleton height={20} width="60%" />
              <Skeleton height={84} />
              <Skeleton height={84} />
            </Stack>
          ))}
        </Group>
      )}
      {query.isError && <LoadErrorAlert title={t('page.loadError')} onRetry={() => void query.refetch()} />}
      {query.data && (
        <KanbanBoard
          data={query.data}
          kanbanId={kanbanId}
          canEdit={canEdit}
          onOpenCard={(itemId) => onSearchChange({ ...search, item: itemId })}
        />
      )}
      <KanbanCardDrawer
        item={item}
        kanbanId={kanbanId}
        canEdit={canEdit}
        onClose={() => onSearchChange({ ...search, item: undefined })}
        onReload={() => query.refetch()}
      />
    </Stack>
  );
}
