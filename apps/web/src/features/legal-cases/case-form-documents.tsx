import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Collapse, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { DOCUMENT_CATEGORIES, type Contact, type DocumentCategory, type PowerOfAttorney } from '@mizan/contracts';
import { IconFilePlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DropzoneStateIcon } from '@/components/dropzone-state-icon';
import { Ltr } from '@/components/ltr';
import { PowerForm } from './power-form';
import { PowerBadges, PowerPicker } from './power-picker';

export interface FileDraft {
  key: string;
  file: File;
  category: DocumentCategory;
}

let nextKey = 0;
const MAX_BYTES = 25 * 1024 * 1024;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export interface CaseFormDocumentsProps {
  powers: PowerOfAttorney[];
  onPowersChange: (powers: PowerOfAttorney[]) => void;
  files: FileDraft[];
  onFilesChange: (files: FileDraft[]) => void;
  /** The first client, proposed as the principal of a new power of attorney. */
  defaultPrincipal: Contact | null;
  newPowerOpened: boolean;
  onNewPowerOpenedChange: (opened: boolean) => void;
}

/** Step 4 (optional): powers of attorney to link, and files to upload once the case exists. */
export function CaseFormDocuments({
  powers,
  onPowersChange,
  files,
  onFilesChange,
  defaultPrincipal,
  newPowerOpened,
  onNewPowerOpenedChange,
}: CaseFormDocumentsProps) {
  const { t } = useTranslation('legal-cases');
  const add = (power: PowerOfAttorney) => {
    if (!powers.some((chosen) => chosen.id === power.id)) onPowersChange([...powers, power]);
  };
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('formPage.powersTitle')}
        </Title>
        <PowerPicker label={t('wizard.existingPoa')} excludeIds={powers.map((power) => power.id)} onPick={add} />
        {powers.map((power) => (
          <Paper key={power.id} withBorder p="xs" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  <Ltr>{power.number}</Ltr> — {power.principal.nameAr}
                </Text>
                <PowerBadges power={power} />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="error"
                aria-label={`${t('formPage.removeRow')} – ${power.number}`}
                onClick={() => onPowersChange(powers.filter((chosen) => chosen.id !== power.id))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onNewPowerOpenedChange(!newPowerOpened)}
            aria-expanded={newPowerOpened}
          >
            {t('wizard.newPoa')}
          </Button>
        </Group>
        <Collapse expanded={newPowerOpened}>
          {newPowerOpened && (
            <Paper withBorder p="sm" radius="md">
              <PowerForm
                defaultPrincipal={defaultPrincipal}
                onCancel={() => onNewPowerOpenedChange(false)}
                onCreated={(power) => {
                  add(power);
                  onNewPowerOpenedChange(false);
                }}
              />
            </Paper>
          )}
        </Collapse>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('formPage.documentsTitle')}
        </Title>
        <Dropzone
          onDrop={(dropped) =>
            onFilesChange([
              ...files,
              ...dropped.map((file) => ({ key: `file-${++nextKey}`, file, category: 'other' as DocumentCategory })),
            ])
          }
          maxSize={MAX_BYTES}
          aria-label={t('documentFields.dropzone')}
        >
          <Group justify="center" gap="sm" mih={80} style={{ pointerEvents: 'none' }}>
            <DropzoneStateIcon idle={IconFilePlus} size={32} withReject={false} />
            <Stack gap={2}>
              <Text size="sm">{t('documentFields.dropzone')}</Text>
              <Text size="xs" c="dimmed">
                {t('formPage.uploadAfterCreate')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {files.map((entry) => (
          <Paper key={entry.key} withBorder p="xs" radius="md">
            <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 160px' }}>
                <Text size="sm" fw={500} truncate="end">
                  <Ltr>{entry.file.name}</Ltr>
                </Text>
                <Text size="xs" c="dimmed">
                  <Ltr>{sizeText(entry.file.size)}</Ltr>
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <Select
                  size="xs"
                  w={180}
                  label={t('documentFields.category')}
                  aria-label={`${t('documentFields.category')} – ${entry.file.name}`}
                  allowDeselect={false}
                  data={DOCUMENT_CATEGORIES.map((category) => ({
                    value: category,
                    label: t(`documentCategory.${category}`),
                  }))}
                  value={entry.category}
                  onChange={(category) =>
                    category &&
                    onFilesChange(
                      files.map((file) =>
                        file.key === entry.key ? { ...file, category: category as DocumentCategory } : file,
                      ),
                    )
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="error"
                  mb={2}
                  aria-label={`${t('formPage.removeRow')} – ${entry.file.name}`}
                  onClick={() => onFilesChange(files.filter((file) => file.key !== entry.key))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
