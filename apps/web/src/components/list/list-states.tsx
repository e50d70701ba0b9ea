import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFilterOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ListEmptyProps {
  /** A filter or the search narrows the list: say so, and offer to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** The text when nothing narrows the list (default: "No data available"). */
  text?: string;
}

/** What a list with no rows shows. */
export function ListEmpty({ filtered, onClearFilters, text }: ListEmptyProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="lg" px="md">
      <Text c="dimmed" ta="center">
        {filtered ? t('list.emptyFiltered') : (text ?? t('states.empty'))}
      </Text>
      {filtered && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconFilterOff size={14} aria-hidden />}
          onClick={onClearFilters}
        >
          {t('list.clearFilters')}
        </Button>
      )}
    </Stack>
  );
}

/** A failed load, with the way to try again (`compact`: above rows still shown from before). */
export function ListError({
  text,
  onRetry,
  compact = false,
}: {
  text: string;
  onRetry: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group
      role="alert"
      justify={compact ? 'space-between' : 'center'}
      gap="sm"
      py={compact ? 'xs' : 'lg'}
      px="md"
      wrap="wrap"
    >
      <Group gap="xs" wrap="nowrap">
        <IconAlertTriangle size={18} color="var(--mantine-color-error-filled)" aria-hidden />
        <Text size="sm" c="error">
          {text}
        </Text>
      </Group>
      <Button variant="default" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Group>
  );
}
