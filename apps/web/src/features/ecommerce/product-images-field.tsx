import '@mantine/dropzone/styles.css';
import { ActionIcon, Badge, Group, Image, Input, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import {
  ECOMMERCE_IMAGE_MAX_BYTES,
  ECOMMERCE_IMAGE_TEXT,
  ECOMMERCE_IMAGE_TYPES,
  type EcommerceImage,
} from '@mizan/contracts';
import { IconChevronLeft, IconChevronRight, IconPhotoUp, IconStar, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DropzoneStateIcon } from '@/components/dropzone-state-icon';
import { ApiError } from '@/lib/api';
import { useProductErrorText } from './product-errors';
import classes from './product-form.module.css';
import { useUploadProductImage } from './products.api';

export const MAX_PRODUCT_IMAGES = 8;

/** Moves the item at `from` to `to` (both in range). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The product's pictures: each file dropped or chosen is checked here (type, 2 MB) and uploaded at once; the
 * thumbnails can be removed or moved, the first being the main picture.
 */
export function ProductImagesField({
  value,
  onChange,
  error,
}: {
  value: EcommerceImage[];
  onChange: (next: EcommerceImage[]) => void;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation('ecommerce');
  const errorText = useProductErrorText();
  const upload = useUploadProductImage();
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const send = async (files: File[]) => {
    const found: string[] = [];
    let images = value;
    setBusy(true);
    for (const file of files) {
      if (!(ECOMMERCE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        found.push(t('productForm.images.refused', { name: file.name, reason: errorText(ECOMMERCE_IMAGE_TEXT.type) }));
        continue;
      }
      if (file.size > ECOMMERCE_IMAGE_MAX_BYTES) {
        found.push(
          t('productForm.images.refused', { name: file.name, reason: errorText(ECOMMERCE_IMAGE_TEXT.tooLarge) }),
        );
        continue;
      }
      if (images.length >= MAX_PRODUCT_IMAGES) {
        found.push(t('productForm.images.tooMany', { n: MAX_PRODUCT_IMAGES }));
        break;
      }
      try {
        const image = await upload.mutateAsync(file);
        images = [...images, image];
        onChange(images);
      } catch (caught) {
        const message = caught instanceof ApiError ? (caught.fieldError('file') ?? caught.message) : String(caught);
        found.push(t('productForm.images.refused', { name: file.name, reason: errorText(message) }));
      }
    }
    setBusy(false);
    setProblems(found);
  };

  const rejected = (rejections: FileRejection[]) =>
    setProblems(
      rejections.map(({ file, errors }) => {
        const tooLarge = file.size > ECOMMERCE_IMAGE_MAX_BYTES || errors.some((item) => item.code === 'file-too-large');
        return t('productForm.images.refused', {
          name: file.name,
          reason: errorText(tooLarge ? ECOMMERCE_IMAGE_TEXT.tooLarge : ECOMMERCE_IMAGE_TEXT.type),
        });
      }),
    );

  return (
    <Input.Wrapper error={error}>
      <Stack gap="sm">
        <Dropzone
          onDrop={(files) => void send(files)}
          onReject={rejected}
          maxSize={ECOMMERCE_IMAGE_MAX_BYTES}
          accept={[...ECOMMERCE_IMAGE_TYPES]}
          loading={busy}
          disabled={value.length >= MAX_PRODUCT_IMAGES}
          inputProps={{ 'aria-label': t('productForm.images.input') }}
          radius="md"
        >
          <Stack align="center" gap={6} mih={110} justify="center" style={{ pointerEvents: 'none' }}>
            <DropzoneStateIcon idle={IconPhotoUp} />
            <Text fw={500} ta="center">
              {t('productForm.images.drop')}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('productForm.images.hint', { n: MAX_PRODUCT_IMAGES })}
            </Text>
          </Stack>
        </Dropzone>
        {problems.map((problem) => (
          <Text key={problem} size="sm" c="error" role="alert">
            {problem}
          </Text>
        ))}
        {value.length > 0 && (
          <Group gap="sm" align="flex-start">
            {value.map((image, index) => (
              <Paper key={image.id} withBorder radius="md" p={6} className={classes.thumb}>
                <Image
                  src={image.url}
                  alt={t('productForm.images.alt', { index: index + 1 })}
                  h={90}
                  radius="sm"
                  fit="cover"
                />
                {index === 0 && (
                  <Badge size="xs" variant="filled" pos="absolute" top={10} style={{ insetInlineStart: 10 }}>
                    {t('productForm.images.main')}
                  </Badge>
                )}
                <Group gap={2} justify="center" mt={4} wrap="nowrap">
                  <ImageAction
                    tooltip={t('productForm.images.makeMain')}
                    label={t('productForm.images.makeMainOf', { index: index + 1 })}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(value, index, 0))}
                  >
                    <IconStar size={14} />
                  </ImageAction>
                  <ImageAction
                    tooltip={t('productForm.images.earlier')}
                    label={t('productForm.images.earlierOf', { index: index + 1 })}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(value, index, index - 1))}
                  >
                    <IconChevronLeft size={14} className={classes.flip} />
                  </ImageAction>
                  <ImageAction
                    tooltip={t('productForm.images.later')}
                    label={t('productForm.images.laterOf', { index: index + 1 })}
                    disabled={index === value.length - 1}
                    onClick={() => onChange(moveItem(value, index, index + 1))}
                  >
                    <IconChevronRight size={14} className={classes.flip} />
                  </ImageAction>
                  <ImageAction
                    tooltip={t('productForm.images.remove')}
                    label={t('productForm.images.removeOf', { index: index + 1 })}
                    color="error"
                    onClick={() => onChange(value.filter((item) => item.id !== image.id))}
                  >
                    <IconTrash size={14} />
                  </ImageAction>
                </Group>
              </Paper>
            ))}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** An icon button under a thumbnail (make main, move, remove): `tooltip` for the eye, `label` names the image. */
function ImageAction({
  tooltip,
  label,
  color = 'gray',
  disabled,
  onClick,
  children,
}: {
  tooltip: string;
  label: string;
  color?: 'gray' | 'error';
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon size="sm" variant="subtle" color={color} disabled={disabled} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
