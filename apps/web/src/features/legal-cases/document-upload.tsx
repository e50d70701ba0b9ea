import '@mantine/dropzone/styles.css';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { CASE_DOCUMENT_MAX_BYTES, DOCUMENT_CATEGORIES, type DocumentCategory } from '@mizan/contracts';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropzoneStateIcon } from '@/components/dropzone-state-icon';
import { ApiError } from '@/lib/api';
import { hasAcceptedExtension, UPLOAD_ACCEPT } from '@/lib/upload-accept';
import { useUploadCaseDocument } from './documents.api';

/**
 * Upload: a category, then files dropped or chosen (each sent on its own). Files over 10 MB or of another type are
 * refused here, before anything is sent; the server's own refusals (413, 400) are shown as they come.
 */
export function DocumentUpload({ caseId }: { caseId: number }) {
  const { t } = useTranslation('legal-cases');
  const upload = useUploadCaseDocument(caseId);
  const [category, setCategory] = useState<DocumentCategory>('other');
  const [busy, setBusy] = useState<string | null>(null);
  const openRef = useRef<() => void>(null);

  const refuse = (message: string) =>
    notifications.show({ color: 'error', title: t('tabsPage.documents.rejected'), message });

  const send = async (files: File[]) => {
    for (const file of files) {
      if (file.size > CASE_DOCUMENT_MAX_BYTES) {
        refuse(t('tabsPage.documents.tooLarge', { name: file.name }));
        continue;
      }
      if (!hasAcceptedExtension(file.name)) {
        refuse(t('tabsPage.documents.badType', { name: file.name }));
        continue;
      }
      setBusy(file.name);
      try {
        await upload.mutateAsync({ file, category });
        notifications.show({
          color: 'success',
          title: t('toasts.documentUploaded'),
          message: t('tabsPage.documents.uploadedName', { name: file.name }),
        });
      } catch (error) {
        notifications.show({
          color: 'error',
          title: t('tabsPage.documents.uploadFailed'),
          message:
            error instanceof ApiError
              ? (error.fieldError('file') ?? error.fieldError('category') ?? error.message)
              : String(error),
        });
      } finally {
        setBusy(null);
      }
    }
  };

  const rejected = (rejections: FileRejection[]) => {
    for (const { file, errors } of rejections) {
      const tooLarge = file.size > CASE_DOCUMENT_MAX_BYTES || errors.some((error) => error.code === 'file-too-large');
      refuse(t(tooLarge ? 'tabsPage.documents.tooLarge' : 'tabsPage.documents.badType', { name: file.name }));
    }
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('documentFields.category')}
          data={DOCUMENT_CATEGORIES.map((value) => ({ value, label: t(`documentCategory.${value}`) }))}
          value={category}
          onChange={(value) => value && setCategory(value as DocumentCategory)}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={() => openRef.current?.()}
          loading={busy !== null}
        >
          {t('actions.uploadDocument')}
        </Button>
      </Group>
      <Dropzone
        openRef={openRef}
        onDrop={(files) => void send(files)}
        onReject={rejected}
        maxSize={CASE_DOCUMENT_MAX_BYTES}
        accept={UPLOAD_ACCEPT}
        loading={busy !== null}
        activateOnClick={busy === null}
        inputProps={{ 'aria-label': t('tabsPage.documents.fileInput') }}
        radius="md"
      >
        <Group justify="center" gap="md" mih={90} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <DropzoneStateIcon idle={IconFileUpload} />
          <Stack gap={2}>
            <Text fw={500}>
              {busy ? t('tabsPage.documents.uploading', { name: busy }) : t('documentFields.dropzone')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('tabsPage.documents.hint')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
    </Stack>
  );
}
