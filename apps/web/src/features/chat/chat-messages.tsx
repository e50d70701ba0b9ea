import { Text } from '@mantine/core';
import type { ChatMessage } from '@mizan/contracts';
import { IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChatCaseCards } from './chat-case-card';
import { useChatTime } from './chat-format';
import { ChatMessageAttachments } from './chat-message-attachments';
import classes from './chat.module.css';

/** The messages, oldest first, under a separator for each office day; one's own at the end side, with receipts. */
export function ChatMessages({
  messages,
  me,
  names,
}: {
  messages: ChatMessage[];
  me: number | undefined;
  /** In a group: the writers' names, shown above the first of each run of their messages. */
  names?: ReadonlyMap<number, string>;
}) {
  const time = useChatTime();
  const days: { day: string; messages: ChatMessage[] }[] = [];
  for (const message of messages) {
    const day = time.day(message.time);
    const current = days.at(-1);
    if (current?.day === day) current.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return (
    <ol className={classes.messageList}>
      {days.map(({ day, messages: ofDay }) => (
        <li key={day}>
          <div className={classes.daySeparator} role="separator">
            <Text size="xs" component="span">
              {time.dayLabel(day)}
            </Text>
          </div>
          <ol className={classes.messageList}>
            {ofDay.map((message, index) => {
              const mine = message.senderId === me;
              const runStart = index === 0 || ofDay[index - 1]!.senderId !== message.senderId;
              const writer =
                names && !mine && runStart
                  ? message.senderId === null
                    ? ''
                    : (names.get(message.senderId) ?? '')
                  : undefined;
              return <Bubble key={message.id} message={message} mine={mine} writer={writer} />;
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}

function Bubble({ message, mine, writer }: { message: ChatMessage; mine: boolean; writer?: string }) {
  const time = useChatTime();
  return (
    <li className={classes.bubbleRow} data-mine={mine || undefined}>
      <div className={classes.bubble} data-mine={mine || undefined}>
        {writer && (
          <Text size="xs" fw={700} c="primary" dir="auto">
            {writer}
          </Text>
        )}
        <ChatMessageAttachments attachments={message.attachments} />
        {/* A file may go alone: no empty line under it. */}
        {message.message && (
          <Text size="sm" dir="auto" className={classes.bubbleText}>
            {message.message}
          </Text>
        )}
        <ChatCaseCards text={message.message} />
        <span className={classes.bubbleMeta}>
          <time dateTime={message.time}>{time.time(message.time)}</time>
          {mine && <Receipt feedback={message.feedback} />}
        </span>
      </div>
    </li>
  );
}

/** One tick when sent, two when delivered, two in colour when seen (spec §3 feedback). */
function Receipt({ feedback }: { feedback: ChatMessage['feedback'] }) {
  const { t } = useTranslation('chat');
  const state = feedback.isSeen ? 'seen' : feedback.isDelivered ? 'delivered' : feedback.isSent ? 'sent' : 'sending';
  const Icon = state === 'sending' ? IconClock : state === 'sent' ? IconCheck : IconChecks;
  return (
    <span className={classes.receipt} data-state={state} role="img" aria-label={t(`receipt.${state}`)}>
      <Icon size={14} aria-hidden />
    </span>
  );
}
