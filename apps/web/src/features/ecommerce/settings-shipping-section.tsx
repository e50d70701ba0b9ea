import {
  ActionIcon,
  Button,
  Card,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { useCountryOptions } from './country-select';
import { emptyLocation, emptyZone, type SettingsForm } from './settings-form';
import { SectionTitle, useField } from './settings-sections';

/** Shipping zones (countries and their rates) and the flat rate of orders outside every zone. */
export function ShippingSection({ form, editable }: { form: SettingsForm; editable: boolean }) {
  const { t } = useTranslation('ecommerce');
  const field = useField(form);
  const errorText = useErrorText('ecommerce:settings.errors');
  const countries = useCountryOptions();
  const zones = form.getValues().shipping.zones;
  const zonesError = form.errors['shipping.zones'];

  return (
    <Stack gap="md">
      <SectionTitle title={t('settings.shipping.title')} description={t('settings.shipping.description')} />
      {zones.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('settings.shipping.noZones')}
        </Text>
      )}
      {zonesError && (
        <Text size="sm" c="error">
          {errorText(String(zonesError))}
        </Text>
      )}
      {zones.map((zone, zoneIndex) => {
        const zoneLabel = zone.name.trim() || t('settings.shipping.zoneNumber', { number: zoneIndex + 1 });
        return (
          <Card key={zoneIndex} withBorder padding="md" radius="md">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <TextInput
                  {...field(`shipping.zones.${zoneIndex}.name`)}
                  label={t('settings.shipping.zoneName')}
                  maxLength={60}
                  required
                  flex={1}
                />
                {editable && (
                  <ActionIcon
                    variant="subtle"
                    color="error"
                    mt={24}
                    aria-label={t('settings.shipping.removeZone', { name: zoneLabel })}
                    onClick={() => form.removeListItem('shipping.zones', zoneIndex)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
              <MultiSelect
                {...field(`shipping.zones.${zoneIndex}.countries`)}
                label={t('settings.shipping.countries')}
                placeholder={zone.countries.length ? undefined : t('settings.shipping.countriesPlaceholder')}
                data={countries}
                searchable
                clearable
                hidePickedOptions
                required
              />
              <Text size="sm" fw={500}>
                {t('settings.shipping.rates')}
              </Text>
              {form.errors[`shipping.zones.${zoneIndex}.rates`] && (
                <Text size="sm" c="error">
                  {errorText(String(form.errors[`shipping.zones.${zoneIndex}.rates`]))}
                </Text>
              )}
              {zone.rates.map((rate, rateIndex) => (
                <Group key={rateIndex} align="flex-start" gap="sm" wrap="wrap">
                  <TextInput
                    {...field(`shipping.zones.${zoneIndex}.rates.${rateIndex}.name`)}
                    label={t('settings.shipping.rateName')}
                    maxLength={60}
                    required
                    flex="2 1 160px"
                  />
                  <TextInput
                    {...field(`shipping.zones.${zoneIndex}.rates.${rateIndex}.price`)}
                    label={t('settings.shipping.price')}
                    inputMode="decimal"
                    required
                    flex="1 1 100px"
                  />
                  <TextInput
                    {...field(`shipping.zones.${zoneIndex}.rates.${rateIndex}.freeAbove`)}
                    label={t('settings.shipping.freeAbove')}
                    placeholder={t('settings.shipping.never')}
                    inputMode="decimal"
                    flex="1 1 100px"
                  />
                  {editable && zone.rates.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="error"
                      mt={28}
                      aria-label={t('settings.shipping.removeRate', { name: rate.name || rateIndex + 1 })}
                      onClick={() => form.removeListItem(`shipping.zones.${zoneIndex}.rates`, rateIndex)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              ))}
              {editable && zone.rates.length < 10 && (
                <Group>
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() =>
                      form.insertListItem(`shipping.zones.${zoneIndex}.rates`, { name: '', price: '0', freeAbove: '' })
                    }
                  >
                    {t('settings.shipping.addRate')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        );
      })}
      {editable && zones.length < 20 && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('shipping.zones', emptyZone())}
          >
            {t('settings.shipping.addZone')}
          </Button>
        </Group>
      )}
      <TextInput
        {...field('shipping.defaultRate')}
        label={t('settings.shipping.defaultRate')}
        description={t('settings.shipping.defaultRateHint')}
        inputMode="decimal"
        maw={320}
        required
      />
    </Stack>
  );
}

/** The store's locations; exactly one is the default (choosing one unmarks the others). */
export function LocationsSection({ form, editable }: { form: SettingsForm; editable: boolean }) {
  const { t } = useTranslation('ecommerce');
  const field = useField(form);
  const errorText = useErrorText('ecommerce:settings.errors');
  const countries = useCountryOptions();
  const locations = form.getValues().locations;
  const listError = form.errors.locations;
  const defaultIndex = locations.findIndex((location) => location.isDefault);

  const makeDefault = (index: number) =>
    form.setFieldValue(
      'locations',
      form.getValues().locations.map((location, i) => ({ ...location, isDefault: i === index })),
    );

  return (
    <Stack gap="md">
      <SectionTitle title={t('settings.locations.title')} description={t('settings.locations.description')} />
      {listError && (
        <Text size="sm" c="error">
          {errorText(String(listError))}
        </Text>
      )}
      <Stack gap="md">
        {locations.map((location, index) => {
          const label = location.name.trim() || t('settings.locations.number', { number: index + 1 });
          return (
            <Card key={index} withBorder padding="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Radio
                    name="default-location"
                    checked={index === defaultIndex}
                    onChange={() => makeDefault(index)}
                    label={t('settings.locations.isDefault')}
                    aria-label={t('settings.locations.makeDefault', { name: label })}
                  />
                  {editable && locations.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="error"
                      aria-label={t('settings.locations.remove', { name: label })}
                      onClick={() => {
                        const rest = form.getValues().locations.filter((_, i) => i !== index);
                        if (location.isDefault && rest[0]) rest[0] = { ...rest[0], isDefault: true };
                        form.setFieldValue('locations', rest);
                      }}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    {...field(`locations.${index}.name`)}
                    label={t('settings.locations.name')}
                    maxLength={80}
                    required
                  />
                  <TextInput
                    {...field(`locations.${index}.line1`)}
                    label={t('settings.locations.line1')}
                    maxLength={200}
                    required
                  />
                  <TextInput
                    {...field(`locations.${index}.city`)}
                    label={t('settings.locations.city')}
                    maxLength={80}
                    required
                  />
                  <Select
                    {...field(`locations.${index}.countryCode`)}
                    label={t('settings.locations.country')}
                    data={countries}
                    searchable
                    allowDeselect={false}
                    required
                  />
                </SimpleGrid>
                <Switch
                  {...field(`locations.${index}.fulfilsOnline`, { type: 'checkbox' })}
                  label={t('settings.locations.fulfilsOnline')}
                />
              </Stack>
            </Card>
          );
        })}
      </Stack>
      {editable && locations.length < 20 && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('locations', emptyLocation(locations.length === 0))}
          >
            {t('settings.locations.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
