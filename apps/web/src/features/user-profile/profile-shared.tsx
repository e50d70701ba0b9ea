import { Alert, Avatar, Button, Card, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// What the profile's header and tabs share: dates in the reader's language, the error and empty states, member avatars.

export function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('user-profile');
  return (
    <Alert variant="light" color="red" radius="md" icon={<IconAlertTriangle size={20} />} title={t('errorTitle')}>
      <Stack gap="sm" align="flex-start">
        {t('common:states.error')}
        <Button variant="default" size="xs" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
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
