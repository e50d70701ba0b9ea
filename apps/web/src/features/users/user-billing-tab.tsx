import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { UserDetail } from '@mizan/contracts';
import { IconCreditCard } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { useDisplayNames } from '@/lib/display-names';
import { ability } from '@/lib/session';
import { UpgradePlanModal } from './user-plan-modal';
import { usePlanLabel } from './user-shared';

export function BillingTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const planLabel = usePlanLabel();
  const names = useDisplayNames();
  const [upgrading, setUpgrading] = useState(false);
  const address: [string, ReactNode][] = [
    [t('fields.company'), user.company || '—'],
    [t('fields.email'), <span dir="ltr">{user.email}</span>],
    [t('fields.taxId'), user.taxId || '—'],
    [t('fields.contact'), user.contact ? <span dir="ltr">{user.contact}</span> : '—'],
    [t('fields.country'), user.country ? <span dir="auto">{names.countryName(user.country)}</span> : '—'],
    [t('fields.currency'), user.currency],
  ];
  return (
    <Stack gap="lg">
      <SectionCard level={3} title={t('billing.currentPlan')}>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Text fw={600}>{t('billing.yourPlan', { plan: planLabel(user.currentPlan) })}</Text>
            <Text size="sm" c="dimmed">
              {t(`planFeatures.${user.currentPlan}`)}
            </Text>
          </Stack>
          {ability.can('update', 'User') && <Button onClick={() => setUpgrading(true)}>{t('billing.upgrade')}</Button>}
        </Group>
        <UpgradePlanModal user={user} opened={upgrading} onClose={() => setUpgrading(false)} />
      </SectionCard>
      <SectionCard level={3} title={t('billing.paymentMethod')}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
            <IconCreditCard size={22} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={500}>{t(`billings.${user.billing}`)}</Text>
            <Text size="xs" c="dimmed">
              {t('billing.methodHint')}
            </Text>
          </Stack>
        </Group>
      </SectionCard>
      <SectionCard level={3} title={t('billing.address')}>
        <Stack gap={8}>
          {address.map(([label, value]) => (
            <Group key={label} gap={6} wrap="nowrap" align="baseline">
              <Text size="sm" fw={600} miw={120}>
                {label}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
