import '@mantine/spotlight/styles.css';
import { Button, Center, Group, Kbd, Loader, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery, useOs } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@/components/app-icon';
import { isLanguage } from '@/lib/i18n';
import classes from './global-search.module.css';
import { searchQueryOptions } from './search.api';

/** Spec §2: wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The global search: a navbar button and Ctrl/⌘+K open Mantine Spotlight over GET /api/app-bar/search
 * (grouped pages the user may open, in the current language, and the legal cases they may read matching the
 * query by file number, court case number, title or party); Enter or a click opens the page or the case.
 */
export function GlobalSearch() {
  const { t, i18n } = useTranslation(['layout', 'common']);
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const search = useQuery({ ...searchQueryOptions(debounced, language), enabled: opened });

  const waiting = query.trim() !== debounced || search.isFetching;
  const groups = search.data ?? [];
  const nothing = !waiting && !search.isError && groups.length === 0;
  const list = useRef<HTMLDivElement>(null);

  const go = (url: string) => void navigate({ to: url });
  // Enter with nothing picked yet opens the first result (Spotlight alone would do nothing).
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const first = groups[0]?.children[0];
    if (!first || list.current?.querySelector('[data-selected]')) return;
    event.preventDefault();
    spotlight.close();
    go(first.url);
  };

  return (
    <>
      <SearchTrigger />
      <Spotlight.Root
        query={query}
        onQueryChange={setQuery}
        shortcut={['mod + K']}
        onSpotlightOpen={() => setOpened(true)}
        onSpotlightClose={() => setOpened(false)}
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
                  // Records (cases) carry a second line: file number, court case number, parties.
                  description={item.description}
                  leftSection={<AppIcon name={item.icon} size={20} />}
                  onClick={() => go(item.url)}
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
    </>
  );
}

/** The navbar button: a search field look with its shortcut on wide screens, an icon on small ones. */
function SearchTrigger() {
  const { t } = useTranslation('layout');
  const os = useOs();
  const small = useMediaQuery('(max-width: 37.5em)');
  const shortcut = os === 'macos' || os === 'ios' ? '⌘ K' : 'Ctrl K';
  if (small) {
    return (
      <UnstyledButton className={classes.iconTrigger} aria-label={t('search.trigger')} onClick={spotlight.open}>
        <IconSearch size={22} aria-hidden />
      </UnstyledButton>
    );
  }
  return (
    <Button
      variant="subtle"
      color="gray"
      className={classes.trigger}
      leftSection={<IconSearch size={20} aria-hidden />}
      rightSection={<Kbd size="xs">{shortcut}</Kbd>}
      aria-keyshortcuts={os === 'macos' || os === 'ios' ? 'Meta+K' : 'Control+K'}
      onClick={spotlight.open}
    >
      {t('search.trigger')}
    </Button>
  );
}
