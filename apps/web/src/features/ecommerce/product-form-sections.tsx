import '@mantine/dates/styles.css';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { DateInput, DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { PRODUCT_STATUSES, type ProductStatus } from '@mizan/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '@/components/rich-text-field';
import { ability } from '@/lib/session';
import { hasStock, withQty, type ProductFormValues } from './product-form-values';
import { ProductImagesField } from './product-images-field';
import { categoryOptionsQuery } from './products.api';
import { storeSettingsQuery } from './settings.api';

type Form = UseFormReturnType<ProductFormValues>;

export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {action}
      </Group>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

export function InformationSection({ form }: { form: Form }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Section title={t('productForm.sections.information')}>
      <TextInput label={t('productForm.fields.productName')} withAsterisk {...form.getInputProps('productName')} />
      <TextInput label={t('productForm.fields.productBrand')} {...form.getInputProps('productBrand')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('productForm.fields.sku')} withAsterisk dir="ltr" {...form.getInputProps('sku')} />
        <TextInput label={t('productForm.fields.barcode')} dir="ltr" {...form.getInputProps('barcode')} />
      </SimpleGrid>
    </Section>
  );
}

export function DescriptionSection({ form }: { form: Form }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Section title={t('productForm.sections.description')}>
      {/* The server sanitises the HTML it keeps. */}
      <RichTextField
        label={t('productForm.fields.description')}
        initialValue={form.values.description}
        onChange={(html) => form.setFieldValue('description', html)}
        error={form.errors.description}
        headings
      />
    </Section>
  );
}

export function ImagesSection({ form }: { form: Form }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Section title={t('productForm.sections.images')}>
      <ProductImagesField
        value={form.values.images}
        onChange={(next) => form.setFieldValue('images', next)}
        error={form.errors.images}
      />
    </Section>
  );
}

export function VariantsSection({ form }: { form: Form }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Section title={t('productForm.sections.variants')}>
      {form.values.variants.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('productForm.variants.none')}
        </Text>
      )}
      {form.values.variants.map((_, index) => (
        <Group key={index} align="flex-start" gap="sm" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flexGrow: 1 }}>
            <TextInput
              label={t('productForm.variants.option')}
              placeholder={t('productForm.variants.optionPlaceholder')}
              {...form.getInputProps(`variants.${index}.option`)}
            />
            <TextInput label={t('productForm.variants.value')} {...form.getInputProps(`variants.${index}.value`)} />
          </SimpleGrid>
          <Tooltip label={t('productForm.variants.remove')}>
            <ActionIcon
              mt={26}
              variant="subtle"
              color="error"
              aria-label={t('productForm.variants.removeOf', { index: index + 1 })}
              onClick={() => form.removeListItem('variants', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={form.values.variants.length >= 20}
          onClick={() => form.insertListItem('variants', { option: '', value: '' })}
        >
          {t('productForm.variants.add')}
        </Button>
      </Group>
    </Section>
  );
}

/** The in-stock switch follows the quantity: off and locked at 0, on again when stock comes in (`withQty`). */
export function InventorySection({ form }: { form: Form }) {
  const { t } = useTranslation('ecommerce');
  const stocked = hasStock(form.values.qty);
  const qty = form.getInputProps('qty');
  return (
    <Section title={t('productForm.sections.inventory')}>
      <Switch
        label={t('productForm.fields.inStock')}
        description={t(stocked ? 'productStock.hint' : 'productStock.noQty')}
        {...form.getInputProps('inStock', { type: 'checkbox' })}
        checked={stocked && form.values.inStock}
        disabled={!stocked}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label={t('productForm.fields.qty')}
          withAsterisk
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...qty}
          onChange={(value) => {
            const next = withQty(form.values, value);
            qty.onChange(value);
            form.setFieldValue('inStock', next.inStock);
          }}
        />
        <DateInput
          label={t('productForm.fields.restockOn')}
          valueFormat="YYYY-MM-DD"
          clearable
          {...form.getInputProps('restockOn')}
        />
      </SimpleGrid>
    </Section>
  );
}

export function ShippingSection({ form }: { form: Form }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Section title={t('productForm.sections.shipping')}>
      <Radio.Group label={t('productForm.fields.fulfilledBy')} {...form.getInputProps('fulfilledBy')}>
        <Group gap="lg" mt={6}>
          <Radio value="seller" label={t('productForm.fulfilledBy.seller')} />
          <Radio value="company" label={t('productForm.fulfilledBy.company')} />
        </Group>
      </Radio.Group>
      <NumberInput
        label={t('productForm.fields.weightGrams')}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        maw={260}
        {...form.getInputProps('weightGrams')}
      />
      <Checkbox
        label={t('productForm.fields.freeShipping')}
        {...form.getInputProps('freeShipping', { type: 'checkbox' })}
      />
    </Section>
  );
}

export function PricingSection({ form }: { form: Form }) {
  const { t } = useTranslation('ecommerce');
  const settings = useQuery({ ...storeSettingsQuery(), enabled: ability.can('read', 'Store') });
  const store = settings.data?.store;
  return (
    <Section title={t('productForm.sections.pricing')}>
      <PriceInput form={form} field="basePrice" currency={store?.currency} withAsterisk />
      <PriceInput form={form} field="discountedPrice" currency={store?.currency} />
      <Checkbox
        label={t('productForm.fields.chargeTax')}
        description={store ? t('productForm.pricing.taxRate', { rate: store.taxRate }) : undefined}
        {...form.getInputProps('chargeTax', { type: 'checkbox' })}
      />
    </Section>
  );
}

/** An amount of money in the store's currency, shown beside it once the store settings are read. */
function PriceInput({
  form,
  field,
  currency,
  withAsterisk,
}: {
  form: Form;
  field: 'basePrice' | 'discountedPrice';
  currency: string | undefined;
  withAsterisk?: boolean;
}) {
  const { t } = useTranslation('ecommerce');
  return (
    <NumberInput
      label={t(`productForm.fields.${field}`)}
      withAsterisk={withAsterisk}
      min={0}
      decimalScale={2}
      allowNegative={false}
      rightSection={
        currency ? (
          <Text size="xs" c="dimmed">
            {currency}
          </Text>
        ) : undefined
      }
      {...form.getInputProps(field)}
    />
  );
}

export function OrganizeSection({ form }: { form: Form }) {
  const { t } = useTranslation('ecommerce');
  const categories = useQuery(categoryOptionsQuery());
  return (
    <Section title={t('productForm.sections.organize')}>
      <Select
        label={t('productForm.fields.category')}
        withAsterisk
        searchable
        data={(categories.data?.categories ?? []).map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        nothingFoundMessage={t('common.noData')}
        {...form.getInputProps('categoryId')}
      />
      <TextInput label={t('productForm.fields.collection')} {...form.getInputProps('collection')} />
      <Select
        label={t('productForm.fields.status')}
        withAsterisk
        allowDeselect={false}
        data={PRODUCT_STATUSES.map((value) => ({ value, label: t(`productStatus.${value}`) }))}
        {...form.getInputProps('status')}
        onChange={(value) => value && form.setFieldValue('status', value as ProductStatus)}
      />
      {form.values.status === 'Scheduled' && (
        <DateTimePicker
          label={t('productForm.fields.scheduledAt')}
          withAsterisk
          clearable
          valueFormat="YYYY-MM-DD HH:mm"
          {...form.getInputProps('scheduledAt')}
        />
      )}
      <TagsInput
        label={t('productForm.fields.tags')}
        description={t('productForm.tagsHint')}
        maxTags={20}
        clearable
        {...form.getInputProps('tags')}
      />
    </Section>
  );
}
