import { ActionIcon, FileButton, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@mizan/contracts';
import { IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/lib/file-size';
import { hasAcceptedExtension, UPLOAD_ACCEPT } from '@/lib/upload-accept';
import classes from './chat-attachments.module.css';

/** What the file picker offers: the types the server takes (it checks the bytes again). */
const ACCEPT = Object.entries(UPLOAD_ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

/** A file name inside a sentence, isolated (FSI … PDI) so an Arabic name ending in ".pdf" keeps its shape. */
export const isolated = (name: string) => `\u2068${name}\u2069`;

/**
 * The paperclip: picks one file to send with the message, refused here when over 10 MB or of a type the server
 * won't take. A direct chat is made by its first text message, so before it the button only says so.
 */
export function ChatAttachButton({ enabled, onPick }: { enabled: boolean; onPick: (file: File) => void }) {
  const { t } = useTranslation('chat');
  const reset = useRef<() => void>(null);
  const label = enabled ? t('attach.button') : t('attach.needsChat');
  const picked = (file: File | null) => {
    reset.current?.();
    if (!file) return;
    const refusal =
      file.size > CHAT_ATTACHMENT_MAX_BYTES
        ? t('attach.tooLarge', { name: isolated(file.name) })
        : !hasAcceptedExtension(file.name)
          ? t('attach.badType', { name: isolated(file.name) })
          : file.size === 0
            ? t('attach.empty', { name: isolated(file.name) })
            : undefined;
    if (refusal) notifications.show({ color: 'red', title: t('attach.rejected'), message: refusal });
    else onPick(file);
  };
  return (
    <FileButton
      onChange={picked}
      accept={ACCEPT}
      resetRef={reset}
      disabled={!enabled}
      inputProps={{ 'aria-label': t('attach.input') }}
    >
      {(props) => (
        <Tooltip label={label}>
          {/* data-disabled rather than disabled: the tooltip still tells why (a disabled button gets no hover). */}
          <ActionIcon
            {...props}
            onClick={enabled ? props.onClick : (event) => event.preventDefault()}
            data-disabled={!enabled || undefined}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            aria-disabled={!enabled || undefined}
          >
            <IconPaperclip size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}

/** The file picked, above the message box until it is sent or taken off. */
export function ChatPickedFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t, i18n } = useTranslation('chat');
  return (
    <div className={classes.picked} role="group" aria-label={t('attach.picked')}>
      <span className={classes.pickedChip}>
        <IconFile size={16} aria-hidden style={{ flex: 'none' }} />
        <Text size="sm" className={classes.fileName} lineClamp={1}>
          <bdi>{file.name}</bdi>
        </Text>
        <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
          {formatFileSize(file.size, i18n.language)}
        </Text>
        <Tooltip label={t('attach.remove', { name: isolated(file.name) })}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            radius="xl"
            onClick={onRemove}
            aria-label={t('attach.remove', { name: isolated(file.name) })}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </span>
    </div>
  );
}
