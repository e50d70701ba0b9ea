import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { isImageType, KANBAN_ATTACHMENT_MAX_BYTES, type KanbanAttachment } from '@mizan/contracts';
import {
  IconDownload,
  IconFile,
  IconFileUpload,
  IconPaperclip,
  IconPhotoOff,
  IconPhotoStar,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { DropzoneStateIcon } from '@/components/dropzone-state-icon';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { ApiError } from '@/lib/api';
import { formatFileSize } from '@/lib/file-size';
import { hasAcceptedExtension, UPLOAD_ACCEPT } from '@/lib/upload-accept';
import { kanbanAttachmentsQuery, useKanbanAttachmentWrites } from './kanban-attachments.api';
import { useKanbanErrorText } from './kanban-text';

/** A file name inside a sentence, isolated (FSI … PDI) so an Arabic name ending in ".pdf" keeps its shape. */
const isolated = (name: string) => `\u2068${name}\u2069`;

export interface KanbanAttachmentsPanelProps {
  itemId: number;
  kanbanId: number | undefined;
  /** May attach, delete and choose the cover (update Kanban). */
  canEdit: boolean;
}

/**
 * A card's files, newest first: each with its size, a download link and, for an editor, delete (after asking) and —
 * for an image — "make cover" / "remove cover". Files are dropped or chosen, each sent on its own; those over 10 MB or
 * of another type are refused here before anything is sent, and the server's own refusals are shown as they come.
 */
export function KanbanAttachmentsPanel({ itemId, kanbanId, canEdit }: KanbanAttachmentsPanelProps) {
  const { t } = useTranslation('kanban');
  const errorText = useKanbanErrorText();
  const titleId = useId();
  const attachments = useQuery(kanbanAttachmentsQuery(itemId));
  const writes = useKanbanAttachmentWrites(itemId, kanbanId);
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<KanbanAttachment | null>(null);
  const openRef = useRef<() => void>(null);

  const failure = (title: string, error: unknown) =>
    notifications.show({
      color: 'error',
      title,
      message: errorText(error instanceof ApiError ? (error.fieldError('file') ?? error.message) : String(error)),
    });
  const refuse = (message: string) => notifications.show({ color: 'error', title: t('attachments.rejected'), message });

  const send = async (files: File[]) => {
    for (const file of files) {
      if (file.size > KANBAN_ATTACHMENT_MAX_BYTES) {
        refuse(t('attachments.tooLarge', { name: isolated(file.name) }));
        continue;
      }
      if (!hasAcceptedExtension(file.name)) {
        refuse(t('attachments.badType', { name: isolated(file.name) }));
        continue;
      }
      setBusy(file.name);
      try {
        await writes.upload.mutateAsync(file);
        notifications.show({ color: 'success', message: t('attachments.uploaded', { name: isolated(file.name) }) });
      } catch (error) {
        failure(t('attachments.uploadFailed'), error);
      } finally {
        setBusy(null);
      }
    }
  };

  const rejected = (rejections: FileRejection[]) => {
    for (const { file, errors } of rejections) {
      const tooLarge =
        file.size > KANBAN_ATTACHMENT_MAX_BYTES || errors.some((error) => error.code === 'file-too-large');
      refuse(t(tooLarge ? 'attachments.tooLarge' : 'attachments.badType', { name: isolated(file.name) }));
    }
  };

  const remove = () => {
    if (!deleting) return;
    writes.remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({
          color: 'success',
          message: t('attachments.deleted', { name: isolated(deleting.fileName) }),
        });
        setDeleting(null);
      },
      onError: (error) => failure(t('attachments.deleteFailed'), error),
    });
  };

  const toggleCover = (attachment: KanbanAttachment) => {
    const done = {
      onSuccess: () =>
        notifications.show({
          color: 'success',
          message: t(attachment.cover ? 'attachments.coverRemoved' : 'attachments.coverSet'),
        }),
      onError: (error: Error) => failure(t('attachments.coverFailed'), error),
    };
    if (attachment.cover) writes.clearCover.mutate(undefined, done);
    else writes.setCover.mutate(attachment.id, done);
  };
  const coverPending = writes.setCover.isPending || writes.clearCover.isPending;

  const list = attachments.data?.attachments;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {t('attachments.title')}
        </Title>
        {canEdit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPaperclip size={14} aria-hidden />}
            onClick={() => openRef.current?.()}
            loading={busy !== null}
          >
            {t('attachments.add')}
          </Button>
        )}
      </Group>
      {canEdit && (
        <Dropzone
          openRef={openRef}
          onDrop={(files) => void send(files)}
          onReject={rejected}
          maxSize={KANBAN_ATTACHMENT_MAX_BYTES}
          accept={UPLOAD_ACCEPT}
          loading={busy !== null}
          activateOnClick={busy === null}
          inputProps={{ 'aria-label': t('attachments.fileInput') }}
          radius="md"
          p="xs"
        >
          <Group justify="center" gap="sm" mih={56} wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <DropzoneStateIcon idle={IconFileUpload} size={28} />
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {busy ? t('attachments.uploading', { name: isolated(busy) }) : t('attachments.dropzone')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('attachments.hint')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      )}
      {attachments.isPending && <Loader size="sm" aria-label={t('attachments.loading')} />}
      {attachments.isError && (
        <LoadErrorAlert title={t('attachments.loadError')} onRetry={() => void attachments.refetch()} />
      )}
      {list?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('attachments.empty')}
        </Text>
      )}
      {list && list.length > 0 && (
        <Stack gap="xs" component="ul" aria-labelledby={titleId} p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              attachment={attachment}
              canEdit={canEdit}
              coverPending={coverPending}
              onCover={() => toggleCover(attachment)}
              onDelete={() => setDeleting(attachment)}
            />
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('attachments.deleteTitle')}
        message={t('attachments.deleteText', { name: isolated(deleting?.fileName ?? '') })}
        confirmLabel={t('attachments.deleteConfirm')}
        loading={writes.remove.isPending}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

interface AttachmentRowProps {
  attachment: KanbanAttachment;
  canEdit: boolean;
  coverPending: boolean;
  onCover: () => void;
  onDelete: () => void;
}

function AttachmentRow({ attachment, canEdit, coverPending, onCover, onDelete }: AttachmentRowProps) {
  const { t, i18n } = useTranslation('kanban');
  const name = attachment.fileName;
  const image = isImageType(attachment.mimeType);
  const coverLabel = t(attachment.cover ? 'attachments.removeCover' : 'attachments.makeCover', { name });
  return (
    <Paper component="li" withBorder radius="md" p="xs" data-testid={`attachment-${attachment.id}`}>
      <Group wrap="nowrap" gap="sm">
        {image ? (
          <Image src={attachment.url} alt="" w={40} h={40} radius="sm" fit="cover" loading="lazy" flex="none" />
        ) : (
          <IconFile size={24} aria-hidden style={{ flex: 'none', marginInline: 8 }} />
        )}
        <Stack gap={2} flex={1} miw={0}>
          <Anchor href={attachment.url} download={name} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{name}</bdi>
          </Anchor>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {formatFileSize(attachment.size, i18n.language)}
            </Text>
            {attachment.cover && (
              <Badge size="xs" variant="light">
                {t('attachments.cover')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap={2} wrap="nowrap">
          {canEdit && image && (
            <Tooltip label={coverLabel}>
              <ActionIcon variant="subtle" aria-label={coverLabel} onClick={onCover} disabled={coverPending}>
                {attachment.cover ? <IconPhotoOff size={18} aria-hidden /> : <IconPhotoStar size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('attachments.download', { name })}>
            <ActionIcon
              component="a"
              href={attachment.url}
              download={name}
              variant="subtle"
              aria-label={t('attachments.download', { name })}
            >
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {canEdit && (
            <Tooltip label={t('attachments.delete', { name })}>
              <ActionIcon
                variant="subtle"
                color="error"
                aria-label={t('attachments.delete', { name })}
                onClick={onDelete}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
