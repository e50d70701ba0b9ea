import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '@/lib/office-time';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { useNow } from './use-now';

/**
 * The office's clock now, in its saved zone (what every page shows times in), and the reader's own clock beside it
 * when their device is elsewhere.
 */
export function OfficeClock() {
  const { t, i18n } = useTranslation('office');
  const time = useOfficeTime();
  const now = useNow();
  const instant = now.toISOString();
  const device = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(now);
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby="office-clock-title">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconClock size={20} aria-hidden />
          <Title order={2} size="h5" id="office-clock-title">
            {t('clock.title')}
          </Title>
        </Group>
        <Text fz={36} fw={700} lh={1.2} data-testid="office-clock-time">
          {time.time(instant)}
        </Text>
        <Text c="dimmed">{time.date(time.today(now))}</Text>
        <Text size="sm">
          {/* Each part isolated: "Asia/Riyadh" and «غرينتش+3» each keep their own direction in either language. */}
          {t('clock.zone')} <bdi>{time.timeZone}</bdi> (<bdi>{time.zoneName(now)}</bdi>)
        </Text>
        {time.differsFromDevice(now) && (
          <Text size="sm" c="dimmed">
            {t('clock.device', { time: device })} <bdi>({browserTimeZone()})</bdi>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
