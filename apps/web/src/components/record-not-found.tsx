import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowBack, IconSearchOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RecordNotFoundProps {
  /** "Order not found", in the page's words. */
  title: string;
  /** The list the record would be in: the way back. */
  backTo: string;
  backLabel: string;
  icon?: ReactNode;
}

/** What a record's page shows when the record is gone or never was: why, and the way back to its list. */
export function RecordNotFound({ title, backTo, backLabel, icon }: RecordNotFoundProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          {icon ?? <IconSearchOff size={30} />}
        </ThemeIcon>
        <Title order={2} size="h4" ta="center">
          {title}
        </Title>
        <Text c="dimmed" size="sm" ta="center">
          {t('common:states.notFoundHint')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconArrowBack size={16} aria-hidden className="mirror-rtl" />}
          renderRoot={(props) => <Link {...props} to={backTo} />}
        >
          {backLabel}
        </Button>
      </Stack>
    </Card>
  );
}
