import { Anchor, Button, Card, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ProductDetail } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
import { StaleAlert } from '@/components/stale-alert';
import { useLeaveGuard } from '@/components/leave-guard';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api';
import { useProductErrorText } from './product-errors';
import {
  DescriptionSection,
  ImagesSection,
  InformationSection,
  InventorySection,
  OrganizeSection,
  PricingSection,
  ShippingSection,
  VariantsSection,
} from './product-form-sections';
import {
  emptyProductValues,
  formFieldOf,
  productBodyOf,
  productValuesFromDetail,
  type ProductFormValues,
} from './product-form-values';
import { productDetailQuery, useCreateProduct, useUpdateProduct } from './products.api';

const LIST = '/apps/ecommerce/product/list';

/** `/apps/ecommerce/product/add` (no `id`) and `/apps/ecommerce/product/edit/$id`: the product's two-column form. */
export function ProductFormPage({ id }: { id?: number }) {
  if (id === undefined) return <ProductForm />;
  return <ProductEdit id={id} />;
}

function ProductEdit({ id }: { id: number }) {
  const { t } = useTranslation('ecommerce');
  const detail = useQuery({ ...productDetailQuery(id), enabled: id > 0 });
  const missing = id <= 0 || (detail.error instanceof ApiError && detail.error.status === 404);
  if (missing) {
    return (
      <Stack gap="lg">
        <FormHeader editing />
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="sm">
            <Text fw={600} size="lg">
              {t('productForm.notFound')}
            </Text>
            <Anchor component={Link} to={LIST}>
              {t('productForm.backToList')}
            </Anchor>
          </Stack>
        </Card>
      </Stack>
    );
  }
  if (detail.isError && !detail.data) {
    return (
      <Stack gap="lg">
        <FormHeader editing />
        <LoadErrorAlert title={t('productForm.loadError')} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  }
  if (!detail.data) {
    return (
      <Stack gap="lg" aria-busy>
        <FormHeader editing />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton height={420} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={320} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }
  // A new version (after "reload") starts the form over with what the server holds.
  return (
    <ProductForm
      key={detail.data.version}
      product={detail.data}
      onReload={() => void detail.refetch()}
      reloading={detail.isFetching}
    />
  );
}

function FormHeader({ editing, actions }: { editing: boolean; actions?: React.ReactNode }) {
  const { t } = useTranslation('ecommerce');
  return editing ? (
    <PageHeader
      title={t('productForm.editTitle')}
      trail={[{ label: t('navigation:areas.ecommerceProducts'), to: LIST }, { label: t('productForm.editTitle') }]}
      actions={actions}
    />
  ) : (
    <PageHeader section="appsPages" area="ecommerceProductAdd" title={t('productForm.addTitle')} actions={actions} />
  );
}

function ProductForm({
  product,
  onReload,
  reloading,
}: {
  product?: ProductDetail;
  onReload?: () => void;
  reloading?: boolean;
}) {
  const { t } = useTranslation('ecommerce');
  const errorText = useProductErrorText();
  const navigate = useNavigate();
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? 0);
  const [stale, setStale] = useState(false);
  /** The contract's English messages by field, in the reader's language. */
  const translated = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, errorText(message)]));
  const form = useForm<ProductFormValues>({
    initialValues: product ? productValuesFromDetail(product) : emptyProductValues(),
    // The shared schema and the rules across fields the server also checks.
    validate: (values) => translated(productBodyOf(values).errors ?? {}),
  });
  const { guard, release } = useLeaveGuard(form.isDirty());
  const saving = create.isPending || update.isPending;

  const failed = (error: Error, formElement: HTMLFormElement) => {
    if (error instanceof ApiError && error.status === 409) {
      setStale(true);
      return;
    }
    if (error instanceof ApiError && error.body.errors) {
      form.setErrors(
        translated(
          Object.fromEntries(
            Object.entries(error.body.errors).map(([field, messages]) => [formFieldOf(field), messages[0] ?? '']),
          ),
        ),
      );
      focusFirstInvalid(formElement);
    }
    notifications.show({ color: 'error', message: t('common.saveFailed', { message: errorText(error.message) }) });
  };

  const save = async (values: ProductFormValues, formElement: HTMLFormElement) => {
    const { body } = productBodyOf(values);
    if (!body) return;
    // Awaited promises, not mutate callbacks: a saved edit bumps the version, which remounts this form (its key)
    // before per-call callbacks would run.
    try {
      const result = await (product
        ? update.mutateAsync({ ...body, version: product.version })
        : create.mutateAsync(body));
      notifications.show({
        color: 'success',
        message: t(product ? 'productForm.updated' : 'productForm.created', { name: result.productName }),
      });
      release();
      void navigate({ to: LIST });
    } catch (error) {
      failed(error as Error, formElement);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    form.onSubmit(
      (values) => save(values, formElement),
      () => {
        notifications.show({ color: 'error', message: t('productForm.invalid') });
        focusFirstInvalid(formElement);
      },
    )(event);
  };

  const actions = (
    <Group gap="sm">
      <Button variant="default" onClick={() => void navigate({ to: LIST })}>
        {t('productForm.discard')}
      </Button>
      <Button type="submit" form="product-form" loading={saving}>
        {product ? t('common.save') : t('productForm.submitAdd')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="lg">
      <FormHeader editing={product !== undefined} actions={actions} />
      {stale && (
        <StaleAlert
          role="alert"
          title={t('productForm.staleTitle')}
          message={t('common.stale')}
          reloadLabel={t('common.reload')}
          reloading={reloading}
          onReload={onReload}
        />
      )}
      <form id="product-form" noValidate onSubmit={submit}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <InformationSection form={form} />
              <DescriptionSection form={form} />
              <ImagesSection form={form} />
              <VariantsSection form={form} />
              <InventorySection form={form} />
              <ShippingSection form={form} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <PricingSection form={form} />
              <OrganizeSection form={form} />
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
      {guard}
    </Stack>
  );
}
