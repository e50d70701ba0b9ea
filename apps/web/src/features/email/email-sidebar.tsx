import { Badge, Box, Button, NavLink, type NavLinkProps, Stack, Text } from '@mantine/core';
import { EMAIL_FILTERS, EMAIL_LABELS, type EmailFilter, type EmailLabel, type EmailsMeta } from '@mizan/contracts';
import { IconAlertOctagon, IconFile, IconInbox, IconPencil, IconSend, IconStar, IconTrash } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailView } from './email.api';
import classes from './email.module.css';

/** Each label's colour (spec §3's four labels), used by the sidebar, the list's dots and the reader's badges. */
export const LABEL_COLORS: Record<EmailLabel, string> = {
  personal: 'green',
  company: 'violet',
  important: 'orange',
  private: 'red',
};

const FILTER_ICONS: Record<EmailFilter, typeof IconInbox> = {
  inbox: IconInbox,
  sent: IconSend,
  draft: IconFile,
  starred: IconStar,
  spam: IconAlertOctagon,
  trashed: IconTrash,
};

/** Spec §7's counts beside the folders: unread inbox, drafts, unread spam, starred. */
function countOf(filter: EmailFilter, meta: EmailsMeta | undefined) {
  if (!meta) return 0;
  if (filter === 'inbox') return meta.inbox;
  if (filter === 'draft') return meta.draft;
  if (filter === 'spam') return meta.spam;
  if (filter === 'starred') return meta.star;
  return 0;
}

/** Mantine's NavLink going to a route (a plain wrapper keeps its props typed through createLink). */
const NavLinkRoute = createLink((props: NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <NavLink component="a" {...props} />
));

/** The address of a filter (the inbox is `/apps/email` itself) or a label. */
export const filterLink = (filter: EmailFilter) =>
  filter === 'inbox' ? ({ to: '/apps/email' } as const) : ({ to: '/apps/email/$filter', params: { filter } } as const);
export const labelLink = (label: EmailLabel) => ({ to: '/apps/email/label/$label', params: { label } }) as const;

export interface EmailSidebarProps {
  view: EmailView;
  meta: EmailsMeta | undefined;
  onCompose: () => void;
  /** Called after a folder or label is chosen (closes the drawer on a narrow screen). */
  onNavigate?: () => void;
}

/** Compose, the folders with their counts, the labels with their colours. */
export function EmailSidebar({ view, meta, onCompose, onNavigate }: EmailSidebarProps) {
  const { t } = useTranslation('email');
  return (
    <Stack gap="md">
      <Button leftSection={<IconPencil size={18} />} onClick={onCompose} fullWidth>
        {t('page.compose')}
      </Button>
      <Box component="nav" aria-label={t('page.mailboxes')}>
        <Stack gap={2}>
          {EMAIL_FILTERS.map((filter) => {
            const Icon = FILTER_ICONS[filter];
            const count = countOf(filter, meta);
            const active = !view.label && view.filter === filter;
            const unreadCount = filter === 'inbox' || filter === 'spam';
            return (
              <NavLinkRoute
                key={filter}
                {...filterLink(filter)}
                className={classes.navLink}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                label={t(`filters.${filter}`)}
                leftSection={<Icon size={18} stroke={1.6} />}
                rightSection={
                  count > 0 ? (
                    <Badge
                      size="sm"
                      radius="xl"
                      variant={unreadCount ? 'filled' : 'light'}
                      color={filter === 'spam' ? 'red' : undefined}
                      aria-label={unreadCount ? t('counts.unread', { count }) : undefined}
                    >
                      {count}
                    </Badge>
                  ) : undefined
                }
              />
            );
          })}
        </Stack>
      </Box>
      <Box component="nav" aria-labelledby="email-labels-title">
        <Text id="email-labels-title" size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" mb={4}>
          {t('labels.title')}
        </Text>
        <Stack gap={2}>
          {EMAIL_LABELS.map((label) => {
            const active = view.label === label;
            return (
              <NavLinkRoute
                key={label}
                {...labelLink(label)}
                className={classes.navLink}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                label={t(`labels.${label}`)}
                leftSection={
                  <span
                    className={classes.dot}
                    style={{ backgroundColor: `var(--mantine-color-${LABEL_COLORS[label]}-filled)` }}
                  />
                }
              />
            );
          })}
        </Stack>
      </Box>
    </Stack>
  );
}
