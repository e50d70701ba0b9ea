import { Alert, Grid, Group, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { officeSettingsQuery } from '@/lib/office-settings.api';
import { OfficeClock } from './office-clock';
import { OfficeSettingsForm } from './office-settings-form';

/** `/office/settings`: the office's time zone and sign-up, for those who may manage everything. */
export function OfficeSettingsPage() {
  const { t } = useTranslation('office');
  const settings = useQuery(officeSettingsQuery());
  const [stale, setStale] = useState(false);

  const reloadAfterConflict = () => {
    setStale(true);
    void settings.refetch();
  };

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="officeSettings" title={t('page.title')} />
      {stale && (
        <Alert
          color="warning"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('stale')}
          withCloseButton
          onClose={() => setStale(false)}
        >
          {t('staleText')}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {settings.data ? (
            <OfficeSettingsForm
              key={settings.data.version}
              settings={settings.data}
              onSaved={() => setStale(false)}
              onStale={reloadAfterConflict}
            />
          ) : settings.isError ? (
            <LoadErrorAlert title={t('page.loadError')} onRetry={() => void settings.refetch()} />
          ) : (
            <Group justify="center" p="xl">
              <Loader aria-label={t('page.loading')} />
            </Group>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OfficeClock />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
