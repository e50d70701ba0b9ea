import { Alert, Badge, Box, Button, Group, Menu, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EMAIL_LABELS, type Email } from '@mizan/contracts';
import {
  IconArrowBack,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowLeft,
  IconCheck,
  IconMail,
  IconRestore,
  IconScale,
  IconStar,
  IconStarFilled,
  IconTag,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { TooltipActionIcon } from '@/components/tooltip-action-icon';
import { useUserTextAttributes } from '@/components/user-text';
import { ApiError } from '@/lib/api';
import { AnchorLink } from '@/components/router-links';
import { ability } from '@/lib/session';
import { emailQuery, useEmailUpdate, type EmailChange } from './email.api';
import { EmailCaseDialog } from './email-case-dialog';
import { LABEL_COLORS } from './email-sidebar';
import { EmailMessage } from './email-message';
import classes from './email.module.css';

/** How the composer starts from an email: a reply to its sender, to everyone, or a forward. */
export type ReplyKind = 'reply' | 'replyAll' | 'forward';

export interface EmailReaderProps {
  id: number;
  /** Back to the list (a narrow screen's back button, or closing the pane). */
  onClose: () => void;
  narrow: boolean;
  onReply?: (email: Email, kind: ReplyKind) => void;
}

/** The reading pane: the conversation, oldest first, the latest message open; reply, reply all, forward. */
export function EmailReader({ id, onClose, narrow, onReply }: EmailReaderProps) {
  const { t } = useTranslation('email');
  const query = useQuery(emailQuery(id));
  const update = useEmailUpdate();
  const markedRead = useRef<number | null>(null);
  const [filing, setFiling] = useState(false);
  const canFile = ability.can('update', 'Email') && ability.can('read', 'LegalCase');
  const email = query.data;

  // Opening an unread email marks it read, once.
  useEffect(() => {
    if (!email || email.isRead || markedRead.current === email.id) return;
    markedRead.current = email.id;
    update.mutate({ ids: [email.id], change: { data: { isRead: true } } });
  }, [email, update]);

  const back = (
    <TooltipActionIcon label={narrow ? t('reader.back') : t('reader.close')} onClick={onClose}>
      {narrow ? <IconArrowLeft size={20} className="mirror-rtl" /> : <IconX size={20} />}
    </TooltipActionIcon>
  );

  if (query.isPending) {
    return (
      <Stack className={classes.reader} gap="md" aria-busy="true" aria-label={t('reader.loading')}>
        <Group>{back}</Group>
        <Skeleton height={24} width="60%" />
        <Group gap="sm">
          <Skeleton circle height={40} />
          <Skeleton height={14} width="30%" />
        </Group>
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (query.isError || !email) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack className={classes.reader} gap="md">
        <Group>{back}</Group>
        {missing ? (
          <Alert color="gray" icon={<IconMail size={20} />}>
            {t('reader.notFound')}
          </Alert>
        ) : (
          <LoadErrorAlert title={t('reader.loadError')} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  }

  const change = (next: EmailChange, done?: string) =>
    update.mutate(
      { ids: [email.id], change: next },
      {
        onSuccess: () => {
          if (done) notifications.show({ message: done });
        },
        onError: () => notifications.show({ color: 'red', message: t('actions.failed') }),
      },
    );
  const conversation = [email, ...email.replies].sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
  const latest = conversation[conversation.length - 1]!;

  return (
    <Stack className={classes.reader} gap="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {back}
        <Box flex={1} miw={0}>
          <SubjectTitle subject={email.subject.trim() || t('list.noSubject')} />
          <Group gap={6} mt={4}>
            <Badge variant="light" color="gray" size="sm">
              {t(`filters.${email.isDeleted ? 'trashed' : email.folder}`)}
            </Badge>
            {email.labels.map((label) => (
              <Badge key={label} variant="light" color={LABEL_COLORS[label]} size="sm">
                {t(`labels.${label}`)}
              </Badge>
            ))}
            {email.caseId !== null && (
              <AnchorLink to="/legal-cases/$id" params={{ id: String(email.caseId) }} size="xs">
                {t('reader.onCase')}
              </AnchorLink>
            )}
            {conversation.length > 1 && (
              <Text size="xs" c="dimmed">
                {t('reader.messages', { count: conversation.length })}
              </Text>
            )}
          </Group>
        </Box>
        <Group gap={2} wrap="nowrap">
          {canFile && (
            <TooltipActionIcon label={t('case.title')} onClick={() => setFiling(true)}>
              <IconScale size={18} />
            </TooltipActionIcon>
          )}
          <TooltipActionIcon
            label={email.isStarred ? t('actions.unstar') : t('actions.star')}
            color={email.isStarred ? 'yellow' : 'gray'}
            aria-pressed={email.isStarred}
            onClick={() => change({ data: { isStarred: !email.isStarred } })}
          >
            {email.isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
          </TooltipActionIcon>
          <Menu position="bottom-end">
            <Menu.Target>
              <TooltipActionIcon label={t('actions.label')}>
                <IconTag size={18} />
              </TooltipActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {EMAIL_LABELS.map((label) => (
                <Menu.Item
                  key={label}
                  leftSection={
                    <span
                      className={classes.dot}
                      style={{ backgroundColor: `var(--mantine-color-${LABEL_COLORS[label]}-filled)` }}
                    />
                  }
                  rightSection={
                    email.labels.includes(label) ? <IconCheck size={14} aria-label={t('reader.labelOn')} /> : undefined
                  }
                  onClick={() => change({ label })}
                >
                  {t(`labels.${label}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <TooltipActionIcon
            label={t('actions.markUnread')}
            onClick={() => {
              change({ data: { isRead: false } }, t('actions.done.unread'));
              onClose();
            }}
          >
            <IconMail size={18} />
          </TooltipActionIcon>
          {email.isDeleted ? (
            <TooltipActionIcon
              label={t('actions.restore')}
              onClick={() => change({ data: { isDeleted: false } }, t('actions.done.restored'))}
            >
              <IconRestore size={18} />
            </TooltipActionIcon>
          ) : (
            <TooltipActionIcon
              label={t('actions.delete')}
              onClick={() => {
                change({ data: { isDeleted: true } }, t('actions.done.deleted'));
                onClose();
              }}
            >
              <IconTrash size={18} />
            </TooltipActionIcon>
          )}
        </Group>
      </Group>
      <Stack gap="sm">
        {conversation.map((message) => (
          <EmailMessage key={message.id} message={message} initiallyOpen={message === latest || !message.isRead} />
        ))}
      </Stack>
      {canFile && (
        <EmailCaseDialog emailId={email.id} caseId={email.caseId} opened={filing} onClose={() => setFiling(false)} />
      )}
      {onReply && (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={18} className="mirror-rtl" />}
            onClick={() => onReply(latest, 'reply')}
          >
            {t('reader.reply')}
          </Button>
          {latest.to.length + latest.cc.length > 1 && (
            <Button
              variant="default"
              leftSection={<IconArrowBack size={18} className="mirror-rtl" />}
              onClick={() => onReply(latest, 'replyAll')}
            >
              {t('reader.replyAll')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconArrowForwardUp size={18} className="mirror-rtl" />}
            onClick={() => onReply(latest, 'forward')}
          >
            {t('reader.forward')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function SubjectTitle({ subject }: { subject: string }) {
  return (
    <Title order={2} size="h4" {...useUserTextAttributes(subject)} style={{ overflowWrap: 'anywhere' }}>
      {subject}
    </Title>
  );
}
