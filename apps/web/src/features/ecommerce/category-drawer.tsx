import { Button, Drawer, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Category } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { categoryOptionsQuery, useSaveCategory } from './categories.api';
import { CategoryImageField, type CategoryImage } from './category-image-field';

interface Values {
  name: string;
  slug: string;
  parentId: string | null;
  description: string;
  image: CategoryImage | null;
}

const SERVER_FIELDS = ['name', 'slug', 'parentId', 'description', 'imageId'] as const;
const SLUG = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;

export interface CategoryDrawerProps {
  opened: boolean;
  /** The row being edited, or null to add one. */
  category: Category | null;
  onClose: () => void;
}

/**
 * Add or edit a category, in a drawer at the inline end (Mantine's `right` follows the direction: on the left in
 * Arabic). The form is mounted on each opening so it starts from the row it edits.
 */
export function CategoryDrawer({ opened, category, onClose }: CategoryDrawerProps) {
  const { t } = useTranslation('ecommerce');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={category ? t('categories.form.editTitle') : t('categories.form.addTitle')}
    >
      {opened && <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} />}
    </Drawer>
  );
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const { t } = useTranslation('ecommerce');
  const options = useQuery(categoryOptionsQuery());
  const save = useSaveCategory();
  const form = useForm<Values>({
    initialValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      parentId: category?.parentId ? String(category.parentId) : null,
      description: category?.description ?? '',
      image: category?.imageId && category.image ? { id: category.imageId, url: category.image } : null,
    },
    validate: {
      name: (value) =>
        !value.trim()
          ? t('categories.form.nameRequired')
          : value.trim().length > 80
            ? t('categories.form.tooLong', { max: 80 })
            : null,
      slug: (value) =>
        SLUG.test(value.trim().toLowerCase()) && value.trim().length <= 80 ? null : t('categories.form.slugRule'),
      description: (value) => (value.trim().length > 2000 ? t('categories.form.tooLong', { max: 2000 }) : null),
    },
  });

  const parents = (options.data ?? [])
    .filter((option) => option.id !== category?.id)
    .map((option) => ({ value: String(option.id), label: option.name }));

  const submit = form.onSubmit((values) => {
    const body = {
      name: values.name.trim(),
      slug: values.slug.trim().toLowerCase(),
      description: values.description.trim(),
      parentId: values.parentId ? Number(values.parentId) : null,
      imageId: values.image?.id ?? null,
    };
    save.mutate(
      { id: category?.id ?? null, body: category ? { ...body, version: category.version } : body },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'success',
            message: category
              ? t('categories.form.updated', { name: saved.name })
              : t('categories.form.created', { name: saved.name }),
          });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            notifications.show({ color: 'error', message: t('common.stale') });
            return;
          }
          const field = error instanceof ApiError ? SERVER_FIELDS.find((name) => error.fieldError(name)) : undefined;
          if (field && error instanceof ApiError) {
            form.setFieldError(field === 'imageId' ? 'image' : field, error.fieldError(field)!);
          } else notifications.show({ color: 'error', message: t('common.saveFailed', { message: error.message }) });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          {...form.getInputProps('name')}
          label={t('categories.fields.name')}
          required
          data-autofocus
          maxLength={80}
        />
        <TextInput
          {...form.getInputProps('slug')}
          label={t('categories.fields.slug')}
          description={t('categories.fields.slugHint')}
          dir="ltr"
          autoCapitalize="none"
          maxLength={80}
        />
        <Select
          {...form.getInputProps('parentId')}
          label={t('categories.fields.parent')}
          placeholder={t('categories.fields.noParent')}
          data={parents}
          clearable
          searchable
          nothingFoundMessage={t('common.noData')}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          {...form.getInputProps('description')}
          label={t('categories.fields.description')}
          autosize
          minRows={3}
          maxRows={8}
        />
        <CategoryImageField value={form.values.image} onChange={(image) => form.setFieldValue('image', image)} />
        {form.errors.image && (
          <Stack gap={0} c="error" fz="sm">
            {form.errors.image}
          </Stack>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {category ? t('common.save') : t('categories.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
