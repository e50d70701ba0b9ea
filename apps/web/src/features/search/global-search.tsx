import { Button, Kbd, Loader, TextInput, UnstyledButton } from '@mantine/core';
import { useHotkeys, useMediaQuery, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './global-search.module.css';
import { SEARCH_INPUT_ATTRIBUTE, useKeyBuffer } from './use-key-buffer';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));
/** Starts downloading the dialog before it is asked for (the trigger hovered or focused, Ctrl or ⌘ held down). */
const preload = () => void loadDialog();

/**
 * The global search: the navbar button and Ctrl/⌘+K open it at once. This part is always loaded and tiny; the
 * dialog (Spotlight, results, their query) is a chunk of its own, fetched on first use. The query lives here, so
 * nothing typed is lost: until the dialog's field has focus, keys go to the query (useKeyBuffer), and while the
 * dialog's code loads a placeholder with the same field stands in.
 */
export function GlobalSearch() {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  // Set at once by open and close, so that the keys right after Ctrl/⌘+K, before any render, are caught.
  const isOpen = useRef(false);
  const latestQuery = useRef(query);
  useEffect(() => {
    latestQuery.current = query;
  });

  const open = () => {
    isOpen.current = true;
    setQuery('');
    setSubmitted(null);
    setUsed(true);
    setOpened(true);
  };
  const close = () => {
    isOpen.current = false;
    setOpened(false);
  };
  useHotkeys([['mod+K', () => (isOpen.current ? close() : open())]], []); // also from inside a form field
  useKeyBuffer({
    active: () => isOpen.current,
    onText: (change) => {
      latestQuery.current = change(latestQuery.current);
      setQuery(latestQuery.current);
    },
    onEnter: () => setSubmitted(latestQuery.current),
    onEscape: close,
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') preload();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <SearchTrigger onOpen={open} />
      {used && (
        <Suspense fallback={opened && <SearchPlaceholder query={query} onQueryChange={setQuery} onClose={close} />}>
          <SearchDialog
            opened={opened}
            query={query}
            onQueryChange={setQuery}
            onClose={close}
            submitted={submitted}
            onSubmit={setSubmitted}
          />
        </Suspense>
      )}
    </>
  );
}

/** What stands for the dialog while its code loads: the same field, focused, over the page. */
function SearchPlaceholder({
  query,
  onQueryChange,
  onClose,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <div className={classes.placeholderOverlay} onClick={onClose}>
      <div
        role="dialog"
        aria-modal
        aria-label={t('search.trigger')}
        className={classes.placeholder}
        onClick={(event) => event.stopPropagation()}
      >
        <TextInput
          size="lg"
          variant="unstyled"
          autoFocus
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Escape' && onClose()}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          leftSection={<IconSearch size={20} aria-hidden />}
          rightSection={<Loader size="xs" aria-label={t('search.loading')} />}
          {...{ [SEARCH_INPUT_ATTRIBUTE]: true }}
        />
      </div>
    </div>
  );
}

/** The navbar button: a search field look with its shortcut on wide screens, an icon on small ones. */
function SearchTrigger({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('layout');
  const os = useOs();
  const small = useMediaQuery('(max-width: 37.5em)');
  const apple = os === 'macos' || os === 'ios';
  const warm = { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
  if (small) {
    return (
      <UnstyledButton className={classes.iconTrigger} aria-label={t('search.trigger')} onClick={onOpen} {...warm}>
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
      rightSection={<Kbd size="xs">{apple ? '⌘ K' : 'Ctrl K'}</Kbd>}
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      onClick={onOpen}
      {...warm}
    >
      {t('search.trigger')}
    </Button>
  );
}
