import { ActionIcon, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHAT_MESSAGE_MAX } from '@mizan/contracts';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useSessionUser } from '@/lib/session';
import { useSendMessage, type ChatTarget } from './chat.api';
import { ChatAttachButton, ChatPickedFile } from './chat-attach';
import { useSendAttachment } from './chat-attachments.api';
import { ChatEmojiButton } from './chat-emoji-button';
import classes from './chat.module.css';

/** How often typing is said to the others, at most. */
const TYPING_EVERY_MS = 3_000;

/** The message box: Enter sends, Shift+Enter starts a new line; a failed send keeps the text and says why. */
export function ChatComposer({ target, chatId }: { target: ChatTarget; chatId: number | undefined }) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const send = useSendMessage(target, useSessionUser()?.id);
  const [text, setText] = useState('');
  // A file picked to go with the message (sent with the text typed, once the chat exists).
  const [file, setFile] = useState<File | null>(null);
  const sendFile = useSendAttachment(target, chatId);
  const pending = send.isPending || sendFile.isPending;
  const ready = (text.trim().length > 0 || file !== null) && !pending;
  const lastTyping = useRef(0);
  const box = useRef<HTMLTextAreaElement>(null);
  // "typing…" for the others: said at most every few seconds while keys are pressed.
  const typed = () => {
    const now = Date.now();
    if (chatId === undefined || now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    void api('/apps/chat/typing', { method: 'POST', body: { chatId } }).catch(() => undefined);
  };

  const submitFile = (picked: File, message: string) =>
    sendFile.mutate(
      { file: picked, message },
      {
        onSuccess: () => {
          setFile(null);
          setText((current) => (current.trim() === message ? '' : current));
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('attach.failed'),
            message:
              error instanceof ApiError && error.status !== 0
                ? errorText(error.fieldError('file') ?? error.fieldError('message') ?? error.message)
                : t('offline'),
          }),
      },
    );

  const submit = () => {
    const message = text.trim();
    if (file && !pending) return submitFile(file, message);
    if (!message || pending) return;
    setText('');
    send.mutate(message, {
      onError: (error) => {
        setText((current) => current || message);
        notifications.show({
          color: 'red',
          title: t('sendFailed'),
          message: error instanceof ApiError && error.status !== 0 ? errorText(error.message) : t('offline'),
        });
      },
    });
  };

  return (
    <>
      {file && <ChatPickedFile file={file} onRemove={() => setFile(null)} />}
      <form
        className={classes.composer}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ChatAttachButton enabled={chatId !== undefined && !sendFile.isPending} onPick={setFile} />
        <ChatEmojiButton input={box} onInsert={setText} />
        <Textarea
          ref={box}
          className={classes.grow}
          aria-label={t('message')}
          placeholder={t('messagePlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            typed();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={CHAT_MESSAGE_MAX}
          dir="auto"
          data-autofocus
        />
        <ActionIcon type="submit" size="lg" disabled={!ready} loading={pending} aria-label={t('send')}>
          <IconSend size={18} />
        </ActionIcon>
      </form>
    </>
  );
}
