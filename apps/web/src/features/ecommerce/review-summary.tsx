import { Card, Group, Progress, Rating, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReviewSummary } from '@mizan/contracts';
import { IconCalendarWeek, IconClockHour4, IconMessageStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEcommerceFormat } from './ecommerce-format';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** The reviews page's widgets: the average with its stars, the count of each rating, pending and this week's. */
export function ReviewSummaryCards({ summary }: { summary: ReviewSummary | undefined }) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat();
  if (!summary) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton h={200} radius="md" />
        <Skeleton h={200} radius="md" />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <Stack gap={6} justify="center">
            <Group gap="xs" align="baseline">
              <Title order={2} c="primary" data-testid="review-average">
                {format.number(summary.average)}
              </Title>
              <Text size="sm" c="dimmed">
                {t('reviews.summary.outOf')}
              </Text>
            </Group>
            <Rating
              value={summary.average}
              fractions={4}
              readOnly
              role="img"
              aria-label={t('reviews.summary.average', { value: summary.average })}
            />
            <Text size="sm" fw={500}>
              {t('reviews.summary.total', { count: summary.total, formatted: format.number(summary.total) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('reviews.summary.published', {
                count: summary.published,
                formatted: format.number(summary.published),
              })}
            </Text>
          </Stack>
          <Stack gap={6} aria-label={t('reviews.summary.distribution')} role="list">
            {RATINGS.map((stars) => {
              const count = summary.distribution[stars];
              const share = summary.total > 0 ? (count / summary.total) * 100 : 0;
              return (
                <Group
                  key={stars}
                  gap="xs"
                  wrap="nowrap"
                  role="listitem"
                  aria-label={t('reviews.summary.starsCount', { stars, count })}
                >
                  <Text size="sm" w={52} style={{ flexShrink: 0 }}>
                    {t('reviews.summary.stars', { count: stars })}
                  </Text>
                  <Progress value={share} flex={1} size="md" color="primary" aria-hidden />
                  <Text size="sm" c="dimmed" w={40} ta="end" style={{ flexShrink: 0 }}>
                    {format.number(count)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 1, xs: 3, md: 1 }} spacing="md">
        <Stat
          icon={<IconMessageStar size={22} />}
          color="primary"
          label={t('reviews.summary.totalLabel')}
          value={format.number(summary.total)}
        />
        <Stat
          icon={<IconClockHour4 size={22} />}
          color="warning"
          label={t('reviews.summary.pendingLabel')}
          value={format.number(summary.pending)}
        />
        <Stat
          icon={<IconCalendarWeek size={22} />}
          color="info"
          label={t('reviews.summary.weekLabel')}
          value={format.number(summary.lastWeek)}
        />
      </SimpleGrid>
    </SimpleGrid>
  );
}

function Stat({ icon, color, label, value }: { icon: ReactNode; color: string; label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={42} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={0}>
          <Text size="xl" fw={600}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
