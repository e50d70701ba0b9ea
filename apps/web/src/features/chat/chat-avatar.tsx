import { Avatar, Indicator } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ChatStatus } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';

/** A status's dot colour: green online, red busy, amber away, grey offline. */
const STATUS_COLOR: Record<ChatStatus, string> = { online: 'green', busy: 'red', away: 'yellow', offline: 'gray' };

/** A person's avatar (their initials without a picture) with their status as a dot, named for screen readers. */
export function ChatAvatar({
  name,
  avatar,
  status,
  size = 38,
}: {
  name: string;
  avatar: string | null;
  status: ChatStatus;
  size?: number;
}) {
  const { t } = useTranslation('chat');
  return (
    <Indicator
      color={STATUS_COLOR[status]}
      position="bottom-end"
      size={11}
      offset={5}
      withBorder
      aria-label={t(`status.${status}`)}
      role="img"
    >
      <Avatar src={avatar} name={name} color="initials" size={size} alt="" />
    </Indicator>
  );
}

/** A group chat's avatar. */
export function GroupAvatar({ size = 38 }: { size?: number }) {
  return (
    <Avatar size={size} color="primary" variant="light" alt="">
      <IconUsersGroup size={size / 2} aria-hidden />
    </Avatar>
  );
}
