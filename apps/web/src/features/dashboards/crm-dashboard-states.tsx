import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { CrmDashboardHeader } from './crm-dashboard-header';

/** The dashboard's shape while the summary loads. */
export function CrmDashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('common:states.loading')}>
      <CrmDashboardHeader />
      <Skeleton height={112} radius="md" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {[0, 1, 2].map((index) => (
          <Card key={index} withBorder radius="md" padding="lg">
            <Group wrap="nowrap">
              <Skeleton height={42} width={42} radius="md" />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={10} width="50%" />
                <Skeleton height={14} width="80%" />
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {[0, 1].map((index) => (
          <Card key={index} withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Skeleton height={14} width="40%" mb="sm" />
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} height={10} />
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The summary could not be loaded: say so and offer to try again. */
export function CrmDashboardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('dashboards');
  return (
    <Stack gap="lg">
      <CrmDashboardHeader />
      <LoadErrorAlert title={t('crm.error.title')} message={t('crm.error.text')} onRetry={onRetry} />
    </Stack>
  );
}

/** The route's error state when its loader failed: retrying reloads the route. */
export function CrmDashboardRouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <CrmDashboardError
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
