import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorStatusQuery } from './account-settings.api';
import { SectionError, SectionSkeleton, useDateTime } from './account-settings-shared';
import { DisableDialog, RegenerateDialog, SetupDialog } from './two-step-dialogs';

/** Two-step verification: whether it is on, turning it on or off, new recovery codes. */
export function TwoStepCard() {
  const { t } = useTranslation('account-settings');
  const dateTime = useDateTime();
  const status = useQuery(twoFactorStatusQuery());
  const [dialog, setDialog] = useState<'setup' | 'disable' | 'regenerate' | null>(null);
  if (status.isPending) return <SectionSkeleton rows={2} />;
  if (status.isError) return <SectionError onRetry={() => void status.refetch()} />;
  const { enabled, enabledAt, recoveryCodesLeft } = status.data;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {t('security.twoStep.title')}
          </Title>
          <Badge
            color={enabled ? 'green' : 'gray'}
            variant="light"
            leftSection={enabled ? <IconShieldCheck size={14} /> : <IconShieldLock size={14} />}
          >
            {enabled ? t('security.twoStep.on') : t('security.twoStep.off')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {enabled && enabledAt
            ? t('security.twoStep.onText', { date: dateTime(enabledAt, false), count: recoveryCodesLeft })
            : t('security.twoStep.offText')}
        </Text>
        <Group gap="sm">
          {enabled ? (
            <>
              <Button variant="default" onClick={() => setDialog('regenerate')}>
                {t('security.twoStep.regenerate')}
              </Button>
              <Button color="red" variant="light" onClick={() => setDialog('disable')}>
                {t('security.twoStep.disable')}
              </Button>
            </>
          ) : (
            <Button onClick={() => setDialog('setup')}>{t('security.twoStep.enable')}</Button>
          )}
        </Group>
      </Stack>
      <SetupDialog opened={dialog === 'setup'} onClose={() => setDialog(null)} />
      <DisableDialog opened={dialog === 'disable'} onClose={() => setDialog(null)} />
      <RegenerateDialog opened={dialog === 'regenerate'} onClose={() => setDialog(null)} />
    </Card>
  );
}
