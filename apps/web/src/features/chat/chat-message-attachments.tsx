import { Text } from '@mantine/core';
import { chatAttachmentUrl, isImageType, type ChatAttachment, type ChatMessage } from '@mizan/contracts';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/lib/file-size';
import { isolated } from './chat-attach';
import classes from './chat-attachments.module.css';

/** A message in one line (the chat list's last message): its text, or its files' names when it is files alone. */
export const messagePreview = (message: ChatMessage) =>
  message.message || message.attachments.map((file) => `📎 ${file.fileName}`).join(', ');

/**
 * A message's files: an image as a thumbnail that opens it (served inline, images only), any other file as a chip
 * with its name and size that downloads it.
 */
export function ChatMessageAttachments({ attachments }: { attachments: readonly ChatAttachment[] }) {
  const { t, i18n } = useTranslation('chat');
  if (attachments.length === 0) return null;
  return (
    <ul className={classes.files}>
      {attachments.map((file) => (
        <li key={file.id}>
          {isImageType(file.mimeType) ? (
            <a
              className={classes.thumbLink}
              href={chatAttachmentUrl(file.id, true)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('attach.open', { name: isolated(file.fileName) })}
            >
              <img
                className={classes.thumb}
                src={chatAttachmentUrl(file.id, true)}
                alt={file.fileName}
                loading="lazy"
              />
            </a>
          ) : (
            <a
              className={classes.file}
              href={chatAttachmentUrl(file.id)}
              download={file.fileName}
              aria-label={t('attach.download', {
                name: isolated(file.fileName),
                size: formatFileSize(file.size, i18n.language),
              })}
            >
              <IconFileText size={22} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm" fw={500} className={classes.fileName} component="span">
                <bdi>{file.fileName}</bdi>
              </Text>
              <Text size="xs" component="span" style={{ flex: 'none', opacity: 0.8 }}>
                {formatFileSize(file.size, i18n.language)}
              </Text>
              <IconDownload size={16} aria-hidden style={{ flex: 'none' }} />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
