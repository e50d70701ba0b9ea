import {
  Alert,
  Checkbox,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  FIELD_REQUIREMENTS,
  PAYMENT_PROVIDERS,
  STORE_CURRENCIES,
  STORE_CURRENCY_CODES,
  STORE_NOTIFICATIONS,
} from '@mizan/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { TIME_ZONES, zoneOffset, type SettingsForm } from './settings-form';

/** A field's input props with its error in the reader's language. */
export function useField(form: SettingsForm) {
  const errorText = useErrorText('ecommerce:settings.errors');
  return (path: string, options?: { type: 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: errorText(props.error as ReactNode) };
  };
}

/** A tab's title and one line saying what it holds. */
export function SectionTitle({ title, description }: { title: string; description: string }) {
  return (
    <Stack gap={2}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}

export function StoreSection({ form }: { form: SettingsForm }) {
  const { t, i18n } = useTranslation('ecommerce');
  const field = useField(form);
  const language = i18n.language;
  const currencies = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'currency' });
    } catch {
      names = null;
    }
    return STORE_CURRENCY_CODES.map((code) => ({
      value: code,
      label: `${code} (${STORE_CURRENCIES[code]}) · ${names?.of(code) ?? code}`,
    }));
  }, [language]);
  const zone = form.getValues().store.timeZone;
  const zones = useMemo(() => {
    const list: string[] = [...TIME_ZONES];
    if (zone && !list.includes(zone)) list.unshift(zone);
    return list.map((value) => {
      const offset = zoneOffset(value);
      return { value, label: offset ? `${value} (${offset})` : value };
    });
  }, [zone]);

  return (
    <Stack gap="md">
      <SectionTitle title={t('settings.store.title')} description={t('settings.store.description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...field('store.name')} label={t('settings.store.name')} maxLength={120} required />
        <TextInput
          {...field('store.email')}
          label={t('settings.store.email')}
          type="email"
          dir="ltr"
          maxLength={254}
          required
        />
        <TextInput {...field('store.phone')} label={t('settings.store.phone')} type="tel" dir="ltr" maxLength={40} />
        <TextInput
          {...field('store.orderPrefix')}
          label={t('settings.store.orderPrefix')}
          description={t('settings.store.orderPrefixHint')}
          maxLength={8}
        />
      </SimpleGrid>
      <Alert variant="light" color="info" icon={<IconInfoCircle size={20} aria-hidden />}>
        {t('settings.store.appliesHint')}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          {...field('store.currency')}
          label={t('settings.store.currency')}
          data={currencies}
          allowDeselect={false}
          required
        />
        <TextInput
          {...field('store.taxRate')}
          label={t('settings.store.taxRate')}
          inputMode="decimal"
          rightSection={<Text size="sm">%</Text>}
          required
        />
        <Select
          {...field('store.timeZone')}
          label={t('settings.store.timeZone')}
          data={zones}
          searchable
          allowDeselect={false}
          required
        />
        <Radio.Group {...field('store.weightUnit')} label={t('settings.store.weightUnit')}>
          <Group gap="md" mt={8}>
            <Radio value="kg" label={t('settings.store.kg')} />
            <Radio value="lb" label={t('settings.store.lb')} />
          </Group>
        </Radio.Group>
      </SimpleGrid>
      <Switch
        {...field('store.pricesIncludeTax', { type: 'checkbox' })}
        label={t('settings.store.pricesIncludeTax')}
        description={t('settings.store.pricesIncludeTaxHint')}
      />
    </Stack>
  );
}

export function PaymentsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('ecommerce');
  const field = useField(form);
  return (
    <Stack gap="md">
      <SectionTitle title={t('settings.payments.title')} description={t('settings.payments.description')} />
      {PAYMENT_PROVIDERS.map((provider) => (
        <Switch
          key={provider}
          {...field(`payments.providers.${provider}`, { type: 'checkbox' })}
          label={t(`settings.payments.providers.${provider}.label`)}
          description={t(`settings.payments.providers.${provider}.description`)}
        />
      ))}
      <Switch
        {...field('payments.captureOnOrder', { type: 'checkbox' })}
        label={t('settings.payments.captureOnOrder')}
        description={t('settings.payments.captureOnOrderHint')}
      />
    </Stack>
  );
}

function RequirementRadios({ form, path, label }: { form: SettingsForm; path: string; label: string }) {
  const { t } = useTranslation('ecommerce');
  const field = useField(form);
  return (
    <Radio.Group {...field(path)} label={label}>
      <Group gap="md" mt={6}>
        {FIELD_REQUIREMENTS.map((value) => (
          <Radio key={value} value={value} label={t(`settings.checkout.requirement.${value}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export function CheckoutSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('ecommerce');
  const field = useField(form);
  return (
    <Stack gap="lg">
      <SectionTitle title={t('settings.checkout.title')} description={t('settings.checkout.description')} />
      <Radio.Group {...field('checkout.contact')} label={t('settings.checkout.contact')}>
        <Group gap="md" mt={6}>
          <Radio value="email" label={t('settings.checkout.contactEmail')} />
          <Radio value="phone" label={t('settings.checkout.contactPhone')} />
        </Group>
      </Radio.Group>
      <Radio.Group {...field('checkout.fullName')} label={t('settings.checkout.fullName')}>
        <Group gap="md" mt={6}>
          <Radio value="lastOnly" label={t('settings.checkout.lastOnly')} />
          <Radio value="firstAndLast" label={t('settings.checkout.firstAndLast')} />
        </Group>
      </Radio.Group>
      <RequirementRadios form={form} path="checkout.companyName" label={t('settings.checkout.companyName')} />
      <RequirementRadios form={form} path="checkout.addressLine2" label={t('settings.checkout.addressLine2')} />
      <RequirementRadios form={form} path="checkout.shippingPhone" label={t('settings.checkout.shippingPhone')} />
      <Switch
        {...field('checkout.guestCheckout', { type: 'checkbox' })}
        label={t('settings.checkout.guestCheckout')}
        description={t('settings.checkout.guestCheckoutHint')}
      />
    </Stack>
  );
}

export function NotificationsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('ecommerce');
  const field = useField(form);
  return (
    <Stack gap="md">
      <SectionTitle title={t('settings.notifications.title')} description={t('settings.notifications.description')} />
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="sm" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.notifications.event')}</Table.Th>
              <Table.Th ta="center" w={90}>
                {t('settings.notifications.email')}
              </Table.Th>
              <Table.Th ta="center" w={90}>
                {t('settings.notifications.app')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {STORE_NOTIFICATIONS.map((event) => {
              const name = t(`settings.notifications.events.${event}`);
              return (
                <Table.Tr key={event}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    <Group justify="center">
                      <Checkbox
                        {...field(`notifications.${event}.email`, { type: 'checkbox' })}
                        aria-label={`${name}: ${t('settings.notifications.email')}`}
                      />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group justify="center">
                      <Checkbox
                        {...field(`notifications.${event}.app`, { type: 'checkbox' })}
                        aria-label={`${name}: ${t('settings.notifications.app')}`}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
