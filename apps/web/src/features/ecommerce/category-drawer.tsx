import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { categoryBodySchema, type Category } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
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
const shape = categoryBodySchema.shape;
/** The typed fields, checked as the server will (the parent and the image are picked, never typed). */
const validate = schemaResolver(z.object({ name: shape.name, slug: shape.slug, description: shape.description }), {
  sync: true,
});

export interface CategoryDrawerProps {
  opened: boolean;
  /** The row being edited, or null to add one. */
  category: Category | null;
  onClose: () => void;
}

/**
 * Add or edit a category, in a drawer at the inline end beside the list. The form is mounted on each opening so it
 * starts from the row it edits.
 */
export function CategoryDrawer({ opened, category, onClose }: CategoryDrawerProps) {
  const { t } = useTranslation('ecommerce');
  return (
    <DialogForm
      variant="drawer"
      opened={opened}
      onClose={onClose}
      size="md"
      title={category ? t('categories.form.editTitle') : t('categories.form.addTitle')}
    >
      <CategoryForm key={category?.id ?? 'new'} category={category} onSaved={onClose} />
    </DialogForm>
  );
}

function CategoryForm({ category, onSaved }: { category: Category | null; onSaved: () => void }) {
  const { t } = useTranslation('ecommerce');
  const errorText = useErrorText('ecommerce:categories.errors');
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
    validate,
  });

  const parents = (options.data ?? [])
    .filter((option) => option.id !== category?.id)
    .map((option) => ({ value: String(option.id), label: option.name }));

  // Returns the save's promise, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if ((await form.validate()).hasErrors) return;
    const values = form.getValues();
    const body = {
      name: values.name.trim(),
      slug: values.slug.trim().toLowerCase(),
      description: values.description.trim(),
      parentId: values.parentId ? Number(values.parentId) : null,
      imageId: values.image?.id ?? null,
    };
    try {
      const saved = await save.mutateAsync({
        id: category?.id ?? null,
        body: category ? { ...body, version: category.version } : body,
      });
      notifications.show({
        color: 'success',
        message: category
          ? t('categories.form.updated', { name: saved.name })
          : t('categories.form.created', { name: saved.name }),
      });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        notifications.show({ color: 'error', message: t('common.stale') });
        return;
      }
      const field = error instanceof ApiError ? SERVER_FIELDS.find((name) => error.fieldError(name)) : undefined;
      if (field && error instanceof ApiError) {
        form.setFieldError(field === 'imageId' ? 'image' : field, error.fieldError(field)!);
      } else {
        notifications.show({
          color: 'error',
          message: t('common.saveFailed', { message: errorText((error as Error).message) }),
        });
      }
    }
  };

  const field = (name: 'name' | 'slug' | 'description') => ({
    ...form.getInputProps(name),
    error: errorText(form.errors[name]),
  });

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <TextInput {...field('name')} label={t('categories.fields.name')} required data-autofocus maxLength={80} />
      <TextInput
        {...field('slug')}
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
      <Textarea {...field('description')} label={t('categories.fields.description')} autosize minRows={3} maxRows={8} />
      <CategoryImageField value={form.values.image} onChange={(image) => form.setFieldValue('image', image)} />
      {form.errors.image && (
        <Stack gap={0} c="error" fz="sm">
          {errorText(form.errors.image)}
        </Stack>
      )}
      <FormActions submitLabel={category ? t('common.save') : t('categories.form.create')} loading={save.isPending} />
    </DialogFormBody>
  );
}
