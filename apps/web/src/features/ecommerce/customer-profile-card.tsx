import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCurrencyDollar, IconPencil, IconShoppingCart } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { useDisplayNames } from '@/lib/display-names';
import { CountryLabel } from './ecommerce-country';
import { CustomerEditModal } from './customer-edit-modal';
import { CustomerAvatar, useCustomerEditing } from './customer-shared';
import { CustomerStatusBadge } from './ecommerce-badges';
import { useEcommerceFormat } from './ecommerce-format';
import { IconStat } from '@/components/icon-stat';

/** The details page's left card: who the customer is, what they bought, how to reach them; "Edit details". */
export function CustomerProfileCard() {
  const { t } = useTranslation('ecommerce');
  const { detail, canUpdate } = useCustomerEditing();
  const format = useEcommerceFormat(detail.currency);
  const [editing, setEditing] = useState(false);
  const names = useDisplayNames();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="customer-profile">
      <Stack align="center" gap={6}>
        <CustomerAvatar name={detail.customer} src={detail.avatar} size={96} radius="md" />
        <Title order={2} size="h4" ta="center">
          {detail.customer}
        </Title>
        <Text size="sm" c="dimmed">
          {t('customerDetails.customerNumber')} <Ltr>#{detail.customerId}</Ltr>
        </Text>
        <CustomerStatusBadge value={detail.status} />
      </Stack>
      <Group justify="center" gap="xl" mt="lg" wrap="wrap">
        <IconStat
          icon={<IconShoppingCart size={20} />}
          value={format.number(detail.order)}
          label={t('customerDetails.profile.orders')}
        />
        <IconStat
          icon={<IconCurrencyDollar size={20} />}
          value={format.money(detail.totalSpent)}
          label={t('customerDetails.profile.spent')}
        />
      </Group>
      <Divider my="md" label={t('customerDetails.profile.details')} />
      <Stack gap={8} component="dl" m={0}>
        <Detail label={t('customerDetails.fields.email')}>
          <Ltr>{detail.email}</Ltr>
        </Detail>
        <Detail label={t('customerDetails.fields.contact')}>
          {detail.contact ? <Ltr>{detail.contact}</Ltr> : '—'}
        </Detail>
        <Detail label={t('customerDetails.fields.country')}>
          <CountryLabel code={detail.countryCode} name={detail.country} size="sm" />
        </Detail>
        <Detail label={t('customerDetails.fields.language')}>
          {detail.language ? <span dir="auto">{names.languageName(detail.language)}</span> : '—'}
        </Detail>
        <Detail label={t('customerDetails.fields.memberSince')}>{format.date(detail.createdAt)}</Detail>
      </Stack>
      {canUpdate && (
        <Button mt="lg" fullWidth leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
          {t('customerDetails.editDetails')}
        </Button>
      )}
      {canUpdate && <CustomerEditModal opened={editing} onClose={() => setEditing(false)} />}
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" fw={600} style={{ flexShrink: 0 }}>
        {label}:
      </Text>
      <Text component="dd" size="sm" c="dimmed" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
