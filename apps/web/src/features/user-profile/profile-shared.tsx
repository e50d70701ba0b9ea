import { Avatar, Card, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';

// What the profile's header and tabs share: dates in the reader's language, the error and empty states, member avatars.

export function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('user-profile');
  return <LoadErrorAlert title={t('errorTitle')} message={t('common:states.error')} onRetry={onRetry} />;
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Card>
  );
}

export function Members({
  people,
  total,
}: {
  people: { id: number; fullName: string; avatar: string | null }[];
  total: number;
}) {
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group spacing="sm">
        {people.map((person) => (
          <Tooltip key={person.id} label={person.fullName} withArrow>
            <Avatar src={person.avatar} name={person.fullName} color="initials" radius="xl" size="sm" />
          </Tooltip>
        ))}
        {total > people.length && (
          <Avatar radius="xl" size="sm">
            +{total - people.length}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
