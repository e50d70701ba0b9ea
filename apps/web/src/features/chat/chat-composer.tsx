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
  const ready = text.trim().length > 0 && !send.isPending;
  const lastTyping = useRef(0);
  const box = useRef<HTMLTextAreaElement>(null);
  // "typing…" for the others: said at most every few seconds while keys are pressed.
  const typed = () => {
    const now = Date.now();
    if (chatId === undefined || now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    void api('/apps/chat/typing', { method: 'POST', body: { chatId } }).catch(() => undefined);
  };

  const submit = () => {
    const message = text.trim();
    if (!message || send.isPending) return;
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
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
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
      <ActionIcon type="submit" size="lg" disabled={!ready} loading={send.isPending} aria-label={t('send')}>
        <IconSend size={18} />
      </ActionIcon>
    </form>
  );
}
