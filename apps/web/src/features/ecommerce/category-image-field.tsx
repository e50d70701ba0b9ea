import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Input, Loader, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { ECOMMERCE_IMAGE_MAX_BYTES, ECOMMERCE_IMAGE_TYPES } from '@mizan/contracts';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadEcommerceImage } from './categories.api';

export interface CategoryImage {
  id: number;
  url: string;
}

/** Why a file can't be sent, checked before any upload (the server checks the bytes again). */
export function imageProblem(file: File): 'type' | 'tooLarge' | null {
  if (!(ECOMMERCE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > ECOMMERCE_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * The category's picture: drop or choose a PNG, JPEG, WebP or GIF up to 2 MB; it is stored at once and the form
 * keeps its id. Shows the thumbnail with a Remove button.
 */
export function CategoryImageField({
  value,
  onChange,
}: {
  value: CategoryImage | null;
  onChange: (next: CategoryImage | null) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return setError(t(`categories.image.${problem}`));
    setError(null);
    setBusy(true);
    try {
      const image = await uploadEcommerceImage(file);
      onChange(image);
    } catch (caught) {
      setError(t('categories.image.failed', { message: caught instanceof Error ? caught.message : '' }));
    } finally {
      setBusy(false);
    }
  };
  const reject = (rejections: FileRejection[]) => {
    const file = rejections[0]?.file;
    setError(t(`categories.image.${file ? (imageProblem(file) ?? 'type') : 'type'}`));
  };

  return (
    <Input.Wrapper label={t('categories.fields.image')} error={error}>
      {value ? (
        <Group gap="md" mt={4}>
          <Image src={value.url} alt={t('categories.image.preview')} w={96} h={96} radius="md" fit="cover" />
          <Button
            variant="default"
            color="error"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('categories.image.remove')}
          </Button>
        </Group>
      ) : (
        <Dropzone
          mt={4}
          onDrop={(files) => void send(files[0])}
          onReject={reject}
          maxSize={ECOMMERCE_IMAGE_MAX_BYTES}
          accept={[...ECOMMERCE_IMAGE_TYPES]}
          multiple={false}
          loading={busy}
          aria-label={t('categories.image.drop')}
        >
          <Stack align="center" gap={4} py="md" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>{busy ? <Loader size="sm" /> : <IconPhoto size={32} aria-hidden />}</Dropzone.Idle>
            <Text size="sm" ta="center">
              {t('categories.image.drop')}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {t('categories.image.hint')}
            </Text>
          </Stack>
        </Dropzone>
      )}
    </Input.Wrapper>
  );
}
