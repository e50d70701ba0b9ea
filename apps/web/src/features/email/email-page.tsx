import { Button, Drawer, em, Group, Text } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Email, EmailSendResponse } from '@mizan/contracts';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '@/components/app-frame.module.css';
import { PageHeader } from '@/components/page-header';
import { ability, useSessionUser } from '@/lib/session';
import { emailListQuery } from './email.api';
import { useUndoSend } from './email-compose.api';
import type { ComposeSeed } from './email-compose-seed';
import { seedFrom } from './email-compose-seed';
import { useEmailTime } from './email-format';
import { EmailList } from './email-list';
import { EmailReader } from './email-reader';
import { viewOf, type EmailSearch, type EmailSegment } from './email-route';
import { EmailSidebar } from './email-sidebar';
import classes from './email.module.css';

// The composer (rich-text editor, uploads) loads on its first opening, not with the list.
const EmailComposer = lazy(() => import('./email-composer').then((module) => ({ default: module.EmailComposer })));

export interface EmailPageProps {
  segment: EmailSegment;
  search: EmailSearch;
  onSearchChange: (next: EmailSearch, options?: { replace?: boolean }) => void;
}

/** Below this width the list and the open email are two screens, and the folders a drawer. */
const NARROW = `(max-width: ${em(899)})`;

/** `/apps/email…`: folders and labels, the list, the email open; the composer over them. */
export function EmailPage({ segment, search, onSearchChange }: EmailPageProps) {
  const { t } = useTranslation('email');
  const view = viewOf(segment) ?? { filter: 'inbox' as const };
  const narrow = useMediaQuery(NARROW) ?? false;
  const [mailboxes, setMailboxes] = useState(false);
  const [composer, setComposer] = useState<{ key: number; seed: ComposeSeed } | null>(null);
  const me = useSessionUser()?.email;
  const time = useEmailTime();
  const canWrite = ability.can('create', 'Email') || ability.can('update', 'Email');
  const query = useQuery(emailListQuery({ ...view, q: search.q ?? '', page: search.page ?? 1 }));
  const openId = search.id;

  const compose = (seed: ComposeSeed = {}) => setComposer({ key: Date.now(), seed });
  const undo = useUndoSend();

  // "Sent", with "Undo" while the server holds the message; undoing reopens it in the composer.
  const onSent = (sent: EmailSendResponse) => {
    const id = `email-sent-${sent.email.id}`;
    const hold = Math.max(1500, new Date(sent.undoUntil).getTime() - Date.now());
    const takeBack = () => {
      notifications.hide(id);
      undo.mutate(sent.email.id, {
        onSuccess: (draft) => {
          compose({ draft });
          notifications.show({ message: t('compose.undone') });
        },
        onError: () => notifications.show({ color: 'red', message: t('compose.undoFailed') }),
      });
    };
    notifications.show({
      id,
      autoClose: hold,
      message: (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">{t('compose.sent')}</Text>
          <Button size="compact-sm" variant="light" onClick={takeBack}>
            {t('compose.undo')}
          </Button>
        </Group>
      ),
    });
  };
  useHotkeys([['c', () => canWrite && !composer && compose()]]);

  // The partial search the list writes (q alone, a page) keeps the rest; opening another folder starts afresh.
  const change = (next: EmailSearch, options?: { replace?: boolean }) =>
    onSearchChange({ ...search, ...('q' in next ? { page: undefined, id: undefined } : {}), ...next }, options);

  const open = (email: Email) => {
    if (email.folder === 'draft' && !email.isDeleted && canWrite) compose({ draft: email });
    else change({ id: email.id });
  };

  const sidebar = (
    <EmailSidebar
      view={view}
      meta={query.data?.emailsMeta}
      onCompose={() => {
        setMailboxes(false);
        compose();
      }}
      onNavigate={() => setMailboxes(false)}
    />
  );
  const title = view.label ? t(`labels.${view.label}`) : t(`filters.${view.filter}`);

  return (
    <div className={frame.page}>
      <PageHeader
        section="appsPages"
        area="email"
        title={t('page.title')}
        documentTitle={`${title} · ${t('page.title')}`}
      />
      <div className={frame.frame} data-narrow={narrow || undefined}>
        {narrow ? (
          <Drawer
            opened={mailboxes}
            onClose={() => setMailboxes(false)}
            title={t('page.mailboxes')}
            size={280}
            position="left"
          >
            {sidebar}
          </Drawer>
        ) : (
          <aside className={classes.sidebar} aria-label={t('page.mailboxes')}>
            {sidebar}
          </aside>
        )}
        {(!narrow || openId === undefined) && (
          <section className={classes.listPane} aria-label={title}>
            <EmailList
              view={view}
              search={search}
              onSearchChange={change}
              query={query}
              onOpen={open}
              onOpenMailboxes={narrow ? () => setMailboxes(true) : undefined}
            />
          </section>
        )}
        {openId !== undefined ? (
          <section className={classes.readerPane} aria-label={t('reader.pane')}>
            <EmailReader
              key={openId}
              id={openId}
              narrow={narrow}
              onClose={() => change({ id: undefined })}
              onReply={
                canWrite ? (email, kind) => compose(seedFrom(email, kind, t, { me, when: time.long })) : undefined
              }
            />
          </section>
        ) : (
          !narrow && (
            <section className={classes.readerPane} aria-hidden>
              <div className={classes.empty}>
                <IconMail size={48} stroke={1.2} opacity={0.35} />
                <span style={{ opacity: 0.6 }}>{t('reader.nothingOpen')}</span>
              </div>
            </section>
          )
        )}
      </div>
      {composer && (
        <Suspense fallback={null}>
          <EmailComposer key={composer.key} seed={composer.seed} onClose={() => setComposer(null)} onSent={onSent} />
        </Suspense>
      )}
    </div>
  );
}
