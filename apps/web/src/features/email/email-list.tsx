import { ActionIcon, Box, Burger, Checkbox, CloseButton, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type Email, type EmailListResponse } from '@mizan/contracts';
import { IconChevronLeft, IconChevronRight, IconMailOff, IconRefresh, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { TooltipActionIcon } from '@/components/tooltip-action-icon';
import { EMAIL_PAGE_SIZE, type EmailView } from './email.api';
import type { EmailSearch } from './email-route';
import { BulkActions } from './email-bulk-actions';
import { EmailRow } from './email-list-row';
import classes from './email.module.css';

export interface EmailListProps {
  view: EmailView;
  search: EmailSearch;
  onSearchChange: (next: EmailSearch, options?: { replace?: boolean }) => void;
  query: UseQueryResult<EmailListResponse>;
  onOpen: (email: Email) => void;
  /** Shown on a narrow screen: opens the folders' drawer. */
  onOpenMailboxes?: () => void;
}

/** The search box, the bulk actions, the rows and the pager of the list pane. */
export function EmailList({ view, search, onSearchChange, query, onOpen, onOpenMailboxes }: EmailListProps) {
  const { t } = useTranslation('email');
  const rows = query.data?.emails;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const listRef = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const hrefOf = (id: number) => {
    const params = new URLSearchParams(location.searchStr);
    params.set('id', String(id));
    return `${location.pathname}?${params.toString()}`;
  };
  const page = search.page ?? 1;
  const total = query.data?.total ?? 0;
  const viewKey = `${view.filter}/${view.label ?? ''}/${search.q ?? ''}/${page}`;

  // The selection starts again with the view, the search or the page: an action only reaches rows the reader sees.
  const [selectionKey, setSelectionKey] = useState(viewKey);
  if (selectionKey !== viewKey) {
    setSelectionKey(viewKey);
    setSelected(new Set());
  }

  const onPage = new Set(rows?.map((row) => row.id));
  const chosen = [...selected].filter((id) => onPage.has(id));
  const allChosen = rows !== undefined && rows.length > 0 && chosen.length === rows.length;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // j/k and the arrows move between rows, Home/End to the ends; Enter on a row opens it (it is a link).
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-email-link]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 };
    let target: number | undefined;
    if (event.key in moves) target = Math.min(links.length - 1, Math.max(0, (at < 0 ? -1 : at) + moves[event.key]!));
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = links.length - 1;
    else if (event.key === 'x' && at >= 0 && rows?.[at]) toggle(rows[at].id);
    if (target === undefined) return;
    event.preventDefault();
    links[target]?.focus();
  };

  const from = total === 0 ? 0 : (page - 1) * EMAIL_PAGE_SIZE + 1;
  const to = Math.min(total, page * EMAIL_PAGE_SIZE);
  const lastPage = Math.max(1, Math.ceil(total / EMAIL_PAGE_SIZE));

  return (
    <>
      <div className={classes.searchRow}>
        {onOpenMailboxes && (
          <Burger size="sm" opened={false} onClick={onOpenMailboxes} aria-label={t('page.openMailboxes')} />
        )}
        <SearchBox q={search.q ?? ''} onChange={(q) => onSearchChange({ q: q || undefined }, { replace: true })} />
      </div>
      <div className={classes.toolbar}>
        <Checkbox
          aria-label={t('list.selectAll')}
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          disabled={!rows?.length}
          onChange={() => setSelected(allChosen ? new Set() : new Set(rows?.map((row) => row.id)))}
          mx={6}
        />
        {chosen.length > 0 ? (
          <BulkActions
            view={view}
            rows={rows!.filter((row) => selected.has(row.id))}
            onDone={() => setSelected(new Set())}
          />
        ) : (
          <TooltipActionIcon
            label={t('list.refresh')}
            loading={query.isFetching && !query.isPending}
            onClick={() => void query.refetch()}
          >
            <IconRefresh size={18} />
          </TooltipActionIcon>
        )}
        <Box flex={1} />
        {chosen.length > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.selected', { count: chosen.length })}
          </Text>
        )}
      </div>
      {query.isPending ? (
        <Stack gap={0} aria-busy="true" aria-label={t('list.loading')} className={classes.rows}>
          {Array.from({ length: 8 }, (_, index) => (
            <Group key={index} gap="sm" p="sm" wrap="nowrap">
              <Skeleton circle height={36} />
              <Stack gap={6} flex={1}>
                <Skeleton height={12} width="40%" />
                <Skeleton height={10} width="85%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : query.isError && !rows ? (
        <Box p="md">
          <LoadErrorAlert title={t('list.loadError')} onRetry={() => void query.refetch()} />
        </Box>
      ) : rows && rows.length === 0 ? (
        <EmptyList view={view} q={search.q} onClear={() => onSearchChange({ q: undefined })} />
      ) : (
        <ul ref={listRef} className={classes.rows} aria-label={t('list.label')} onKeyDown={onKeyDown}>
          {rows?.map((row) => (
            <EmailRow
              key={row.id}
              email={row}
              href={hrefOf(row.id)}
              view={view}
              open={search.id === row.id}
              selected={selected.has(row.id)}
              onToggle={() => toggle(row.id)}
              onOpen={() => onOpen(row)}
            />
          ))}
        </ul>
      )}
      {total > 0 && (
        <div className={classes.pager}>
          <Text size="sm" c="dimmed" data-testid="list-range">
            {t('list.range', { from, to, total })}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('list.previous')}
            disabled={page <= 1}
            onClick={() => onSearchChange({ page: page - 1 > 1 ? page - 1 : undefined, id: undefined })}
          >
            <IconChevronLeft size={18} className="mirror-rtl" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('list.next')}
            disabled={page >= lastPage}
            onClick={() => onSearchChange({ page: page + 1, id: undefined })}
          >
            <IconChevronRight size={18} className="mirror-rtl" />
          </ActionIcon>
        </div>
      )}
    </>
  );
}

/** The search box: writes `q` to the URL a moment after typing stops. */
function SearchBox({ q, onChange }: { q: string; onChange: (q: string) => void }) {
  const { t } = useTranslation('email');
  const [value, setValue] = useState(q);
  const debounced = useDebouncedCallback((next: string) => onChange(next.trim()), 350);
  // The URL changed from elsewhere (a link, back): the box follows.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    if (value.trim() !== q) setValue(q);
  }
  return (
    <TextInput
      flex={1}
      type="search"
      aria-label={t('list.search')}
      placeholder={t('list.search')}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      rightSection={
        value ? (
          <CloseButton
            size="sm"
            aria-label={t('list.clearSearch')}
            onClick={() => {
              setValue('');
              onChange('');
            }}
          />
        ) : undefined
      }
    />
  );
}

function EmptyList({ view, q, onClear }: { view: EmailView; q: string | undefined; onClear: () => void }) {
  const { t } = useTranslation('email');
  const text = q ? t('list.empty.search', { q }) : view.label ? t('list.empty.label') : t(`list.empty.${view.filter}`);
  return (
    <div className={classes.empty}>
      <IconMailOff size={40} stroke={1.3} opacity={0.5} aria-hidden />
      <Text c="dimmed">{text}</Text>
      {q && (
        <Text
          component="button"
          type="button"
          c="primary"
          onClick={onClear}
          style={{ all: 'unset', cursor: 'pointer' }}
        >
          <Text span c="primary" td="underline">
            {t('list.clearSearch')}
          </Text>
        </Text>
      )}
    </div>
  );
}
