import { ActionIcon, Button, FileButton, Group, Loader, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EMAIL_ATTACHMENT_MAX_BYTES, EMAIL_MAX_ATTACHMENTS } from '@mizan/contracts';
import { IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { formatFileSize } from '@/lib/file-size';
import { hasAcceptedExtension, UPLOAD_ACCEPT } from '@/lib/upload-accept';
import { uploadAttachment, type UploadedAttachment } from './email-compose.api';

/**
 * The message's attachments: those it started with, then each file chosen, uploaded at once. A file too large, of a
 * type not accepted, or beyond the most a message holds is refused with a toast before any upload.
 */
export function useComposerAttachments(initial: UploadedAttachment[]) {
  const { t, i18n } = useTranslation('email');
  const [attachments, setAttachments] = useState(initial);
  const [uploading, setUploading] = useState<string[]>([]);

  const add = async (files: File[]) => {
    let room = EMAIL_MAX_ATTACHMENTS - attachments.length - uploading.length;
    for (const file of files) {
      if (room <= 0) {
        notifications.show({ color: 'red', message: t('compose.errors.tooMany', { max: EMAIL_MAX_ATTACHMENTS }) });
        break;
      }
      if (file.size > EMAIL_ATTACHMENT_MAX_BYTES) {
        notifications.show({
          color: 'red',
          message: t('compose.errors.tooBig', {
            name: file.name,
            max: formatFileSize(EMAIL_ATTACHMENT_MAX_BYTES, i18n.language),
          }),
        });
        continue;
      }
      if (!hasAcceptedExtension(file.name)) {
        notifications.show({ color: 'red', message: t('compose.errors.badType', { name: file.name }) });
        continue;
      }
      room -= 1;
      setUploading((current) => [...current, file.name]);
      try {
        const stored = await uploadAttachment(file);
        setAttachments((current) => [...current, stored]);
      } catch {
        notifications.show({ color: 'red', message: t('compose.errors.uploadFailed', { name: file.name }) });
      } finally {
        setUploading((current) => current.filter((name) => name !== file.name));
      }
    }
  };

  const remove = (id: number) => setAttachments((current) => current.filter((other) => other.id !== id));

  return { attachments, uploading, add, remove };
}

/** The attachments as chips (name, size, a button to remove), and the files still uploading. */
export function ComposerAttachments({
  attachments,
  uploading,
  onRemove,
}: {
  attachments: UploadedAttachment[];
  uploading: string[];
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation('email');
  if (attachments.length === 0 && uploading.length === 0) return null;
  return (
    <Group gap="xs">
      {attachments.map((file) => (
        <Paper key={file.id} withBorder px="xs" py={4} radius="sm">
          <Group gap={6} wrap="nowrap">
            <IconFile size={16} />
            <Text size="sm" maw={200} truncate="end">
              <bdi>{file.fileName}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              <Ltr>{file.size}</Ltr>
            </Text>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={t('compose.removeAttachment', { name: file.fileName })}
              onClick={() => onRemove(file.id)}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {uploading.map((name) => (
        <Paper key={name} withBorder px="xs" py={4} radius="sm" aria-busy="true">
          <Group gap={6} wrap="nowrap">
            <Loader size={14} />
            <Text size="sm" maw={200} truncate="end">
              {t('compose.uploading', { name })}
            </Text>
          </Group>
        </Paper>
      ))}
    </Group>
  );
}

/** "Attach files": a file picker taking several files of the accepted types. */
export function AttachFilesButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('email');
  return (
    <FileButton multiple accept={Object.keys(UPLOAD_ACCEPT).join(',')} onChange={onFiles}>
      {(props) => (
        <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />}>
          {t('compose.attach')}
        </Button>
      )}
    </FileButton>
  );
}
