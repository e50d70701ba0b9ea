import '@mantine/spotlight/styles.css';
import { Center, Group, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@/components/app-icon';
import { isLanguage } from '@/lib/i18n';
import classes from './global-search.module.css';
import { searchQueryOptions } from './search.api';
import { SEARCH_INPUT_ATTRIBUTE } from './use-key-buffer';

/** Spec §2: wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 200;

const [store, actions] = createSpotlight();

export interface SearchDialogProps {
  opened: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  /** The query Enter was pressed on with nothing picked: its first result opens once its answer is in. */
  submitted: string | null;
  onSubmit: (query: string | null) => void;
}

/**
 * The global search's dialog (Mantine Spotlight over GET /api/app-bar/search: pages the user may open, and the
 * records they may read — cases, orders, products, customers, people — in the current language), loaded on first
 * use. Its query lives in GlobalSearch, which keeps what is typed while this loads.
 */
export function SearchDialog({ opened, query, onQueryChange, onClose, submitted, onSubmit }: SearchDialogProps) {
  const { t, i18n } = useTranslation(['layout', 'common']);
  const navigate = useNavigate();
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const search = useQuery({ ...searchQueryOptions(debounced, language), enabled: opened });
  // Mounted while the dialog is already meant to be open (its placeholder stood in): no opening animation.
  const [instant] = useState(opened);
  const list = useRef<HTMLDivElement>(null);

  const waiting = query.trim() !== debounced || search.isFetching;
  const groups = useMemo(() => search.data ?? [], [search.data]);
  const nothing = !waiting && !search.isError && groups.length === 0;

  useEffect(() => {
    if (opened) actions.open();
    else actions.close();
  }, [opened]);

  // Enter on a query whose answer is still coming opens its first result when it comes (not the previous query's).
  const answered = !waiting && search.isSuccess && !search.isPlaceholderData;
  useEffect(() => {
    if (submitted === null || !answered || submitted.trim() !== debounced) return;
    onSubmit(null);
    const first = groups[0]?.children[0];
    if (!first) return;
    actions.close();
    void navigate({ to: first.url });
  }, [submitted, answered, debounced, groups, navigate, onSubmit]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (list.current?.querySelector('[data-selected]')) return; // Spotlight opens the picked one
    event.preventDefault();
    onSubmit(query);
  };
  // The field gets focus after keys were buffered: the caret goes after them, not before.
  const onSearchFocus = (event: FocusEvent<HTMLInputElement>) => {
    const { length } = event.currentTarget.value;
    event.currentTarget.setSelectionRange(length, length);
  };

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={onQueryChange}
      shortcut={null}
      clearQueryOnClose={false}
      onSpotlightClose={onClose}
      transitionProps={instant ? { duration: 0 } : undefined}
      scrollable
      maxHeight={440}
      size="lg"
    >
      <Spotlight.Search
        placeholder={t('layout:search.placeholder')}
        aria-label={t('layout:search.placeholder')}
        leftSection={<IconSearch size={20} aria-hidden />}
        rightSection={waiting ? <Loader size="xs" aria-label={t('layout:search.loading')} /> : null}
        onKeyDown={onSearchKeyDown}
        onFocus={onSearchFocus}
        data-autofocus
        {...{ [SEARCH_INPUT_ATTRIBUTE]: true }}
      />
      <Spotlight.ActionsList ref={list} aria-busy={waiting}>
        {search.isError && (
          <Spotlight.Empty>
            <span role="alert">{t('layout:search.error')}</span>
          </Spotlight.Empty>
        )}
        {search.isPending && !search.isError && (
          <Center py="lg">
            <Text fz="sm" c="dimmed">
              {t('layout:search.loading')}
            </Text>
          </Center>
        )}
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.category} label={group.title}>
            {group.children.map((item) => (
              <Spotlight.Action
                key={item.url}
                label={item.title}
                // A record's details (file number, e-mail…) or a page's menu group.
                description={item.description}
                leftSection={<AppIcon name={item.icon} size={20} />}
                onClick={() => void navigate({ to: item.url })}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {nothing && (
          <Spotlight.Empty>
            {debounced ? t('layout:search.empty', { query: debounced }) : t('layout:search.noSuggestions')}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Group gap="md" fz="xs" c="dimmed" className={classes.hints}>
          <span>
            <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t('layout:search.hintMove')}
          </span>
          <span>
            <Kbd size="xs">↵</Kbd> {t('layout:search.hintOpen')}
          </span>
          <span>
            <Kbd size="xs">Esc</Kbd> {t('layout:search.hintClose')}
          </span>
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
