import { KANBAN_TEXT } from '@mizan/contracts';
import { Avatar, Button, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { UserText } from '@/components/user-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { kanbanCommentsQuery, useAddComment } from './kanban.api';
import { useKanbanErrorText } from './kanban-text';

/** A card's comment thread, oldest first, and a field to add one. Not part of the card's form: each is sent alone. */
export function KanbanComments({
  itemId,
  kanbanId,
  canComment,
}: {
  itemId: number;
  kanbanId: number | undefined;
  canComment: boolean;
}) {
  const { t } = useTranslation('kanban');
  const time = useOfficeTime();
  const errorText = useKanbanErrorText();
  const comments = useQuery(kanbanCommentsQuery(itemId));
  const add = useAddComment(itemId, kanbanId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  const send = () => {
    if (!body.trim()) return setError(errorText(KANBAN_TEXT.comment));
    add.mutate(body.trim(), {
      onSuccess: () => {
        setBody('');
        setError(undefined);
      },
      onError: (failure) => setError(errorText(failure.message)),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="kanban-comments-title">
      <Title order={3} size="h5" id="kanban-comments-title">
        {t('comments.title')}
      </Title>
      {comments.isPending && <Loader size="sm" aria-label={t('comments.loading')} />}
      {comments.isError && <LoadErrorAlert title={t('comments.loadError')} onRetry={() => void comments.refetch()} />}
      {comments.data?.comments.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('comments.empty')}
        </Text>
      )}
      {comments.data?.comments.map((comment) => (
        <Group key={comment.id} gap="sm" align="flex-start" wrap="nowrap">
          <Avatar src={comment.author.img} name={comment.author.name} alt="" size="sm" color="initials" />
          <Stack gap={2}>
            <Group gap="xs">
              <UserText size="sm" fw={600} span>
                {comment.author.name}
              </UserText>
              <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt}>
                {time.dateTime(comment.createdAt, 'medium')}
              </Text>
            </Group>
            <UserText size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {comment.body}
            </UserText>
          </Stack>
        </Group>
      ))}
      {canComment && (
        <Stack gap="xs">
          <Textarea
            dir="auto"
            aria-label={t('comments.new')}
            placeholder={t('comments.new')}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={error}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button size="xs" onClick={send} loading={add.isPending}>
              {t('comments.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
