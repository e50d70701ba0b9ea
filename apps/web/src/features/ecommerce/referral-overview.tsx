import {
  Button,
  Card,
  CopyButton,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReferralLink, ReferralStats } from '@mizan/contracts';
import {
  IconCheck,
  IconCopy,
  IconCurrencyDollar,
  IconGift,
  IconPercentage,
  IconSend,
  IconUserPlus,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useEcommerceFormat } from './ecommerce-format';

/** The four stat cards: referrals, paid and unpaid earnings, conversion rate. */
export function ReferralStatCards({
  stats,
  error,
  onRetry,
}: {
  stats: ReferralStats | undefined;
  error: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('ecommerce');
  const format = useEcommerceFormat(stats?.currency);
  if (error && !stats) return <LoadErrorAlert title={t('referrals.stats.loadError')} onRetry={onRetry} />;
  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
  const cards: { key: string; icon: ReactNode; color: string; value: string | undefined }[] = [
    {
      key: 'referrals',
      icon: <IconUsers size={22} />,
      color: 'primary',
      value: stats && format.number(stats.referrals),
    },
    {
      key: 'paid',
      icon: <IconCurrencyDollar size={22} />,
      color: 'success',
      value: stats && format.money(stats.paidEarnings),
    },
    {
      key: 'unpaid',
      icon: <IconWallet size={22} />,
      color: 'warning',
      value: stats && format.money(stats.unpaidEarnings),
    },
    {
      key: 'conversion',
      icon: <IconPercentage size={22} />,
      color: 'info',
      value: stats && percent(stats.conversionRate),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      {cards.map((card) => (
        <Card key={card.key} withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text size="sm" c="dimmed">
                {t(`referrals.stats.${card.key}`)}
              </Text>
              {card.value === undefined ? (
                <Skeleton h={28} w={90} />
              ) : (
                <Text size="xl" fw={600} data-testid={`referral-stat-${card.key}`}>
                  {card.value}
                </Text>
              )}
            </Stack>
            <ThemeIcon size={42} radius="md" variant="light" color={card.color} aria-hidden>
              {card.icon}
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** "Your referral link" with a Copy button, beside a three-step "how it works". */
export function ReferralLinkCards({
  link,
  error,
  onRetry,
}: {
  link: ReferralLink | undefined;
  error: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('ecommerce');
  const steps = [
    { key: 'share', icon: <IconSend size={22} /> },
    { key: 'signup', icon: <IconUserPlus size={22} /> },
    { key: 'earn', icon: <IconGift size={22} /> },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('referrals.link.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('referrals.link.hint')}
          </Text>
          {error && !link ? (
            <LoadErrorAlert title={t('referrals.link.loadError')} onRetry={onRetry} />
          ) : (
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                flex={1}
                miw={0}
                readOnly
                label={t('referrals.link.label')}
                value={link?.url ?? ''}
                placeholder={link ? undefined : t('referrals.link.loading')}
                dir="ltr"
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={link?.url ?? ''} timeout={2000}>
                {({ copied, copy }) => (
                  <Button
                    color={copied ? 'success' : 'primary'}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    onClick={copy}
                    disabled={!link}
                    aria-live="polite"
                  >
                    {copied ? t('referrals.link.copied') : t('referrals.link.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('referrals.how.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {steps.map((step, index) => (
              <Stack key={step.key} component="li" gap={6} align="center" ta="center">
                <ThemeIcon size={48} radius="xl" variant="light" color="primary" aria-hidden>
                  {step.icon}
                </ThemeIcon>
                <Text size="sm" fw={500}>
                  {index + 1}. {t(`referrals.how.${step.key}`)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
