import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { DOCUMENT_CATEGORIES, type CaseDetail, type CaseDocument } from '@mizan/contracts';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { Ltr } from '@/components/ltr';
import { formatFileSize } from '@/lib/file-size';
import { useOfficeTime } from '@/lib/office-time-hooks';
import {
  DeleteRowAction,
  SkeletonRows,
  TabCard,
  TabQueryStates,
  tabRights,
  useCasePeople,
  useConfirmedDelete,
} from './case-tab-shared';
import { DocumentUpload } from './document-upload';
import { caseDocumentHref, caseDocumentsQuery, useDeleteCaseDocument } from './documents.api';

/** المستندات: upload (category + dropzone), the list grouped by category, download and delete. */
export function CaseDocumentsTab({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('legal-cases');
  const documents = useQuery(caseDocumentsQuery(detail.id));
  const deletion = useConfirmedDelete<CaseDocument>(useDeleteCaseDocument(detail.id), t('tabsPage.documents.deleted'));
  const { canCreate, canDelete } = tabRights(detail);
  const people = useCasePeople(detail);
  const nameOf = (id: number | null) =>
    id === null ? t('activityFields.bySystem') : (people.get(id) ?? t('tabsPage.common.unknownUser', { id }));

  const list = documents.data?.documents ?? [];
  const groups = DOCUMENT_CATEGORIES.map((category) => ({
    category,
    items: list.filter((doc) => doc.category === category),
  })).filter((group) => group.items.length > 0);

  return (
    <TabCard
      title={t('tabs.documents')}
      dialogs={
        <ConfirmModal
          {...deletion.modal}
          title={t('tabsPage.documents.deleteTitle')}
          message={t('tabsPage.documents.deleteText', { name: deletion.deleting?.fileName ?? '' })}
        />
      }
    >
      {canCreate && <DocumentUpload caseId={detail.id} />}

      <TabQueryStates
        query={documents}
        loading={<SkeletonRows count={3} height={64} />}
        loadError={t('tabsPage.documents.loadError')}
        isEmpty={() => groups.length === 0}
        empty={t('empty.documents')}
      >
        {() =>
          groups.map(({ category, items }) => (
            <Stack gap="xs" key={category} component="section" aria-label={t(`documentCategory.${category}`)}>
              <Group gap="xs">
                <Text fw={600}>{t(`documentCategory.${category}`)}</Text>
                <Badge variant="light" color="gray" size="sm">
                  {items.length}
                </Badge>
              </Group>
              {items.map((document) => (
                <DocumentRow
                  key={document.id}
                  caseId={detail.id}
                  document={document}
                  uploader={nameOf(document.createdBy)}
                  canDelete={canDelete}
                  onDelete={() => deletion.ask(document)}
                />
              ))}
            </Stack>
          ))
        }
      </TabQueryStates>
    </TabCard>
  );
}

interface DocumentRowProps {
  caseId: number;
  document: CaseDocument;
  uploader: string;
  canDelete: boolean;
  onDelete: () => void;
}

function DocumentRow({ caseId, document, uploader, canDelete, onDelete }: DocumentRowProps) {
  const { t, i18n } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const href = caseDocumentHref(caseId, document.id);
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`document-${document.id}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconFile size={24} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={2} flex={1} miw={0}>
          <Anchor href={href} download={document.fileName} fw={500} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{document.fileName}</bdi>
          </Anchor>
          <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
            <Text size="sm" c="dimmed">
              {formatFileSize(document.size, i18n.language)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('tabsPage.documents.uploadedBy', { name: uploader })}
            </Text>
            <Text size="sm" c="dimmed">
              {time.dateTime(document.createdAt, 'medium')}
            </Text>
          </Group>
          <Tooltip label={<Ltr>{document.checksum}</Ltr>} multiline maw={320} style={{ overflowWrap: 'anywhere' }}>
            <Text
              size="xs"
              c="dimmed"
              ff="monospace"
              w="fit-content"
              tabIndex={0}
              aria-label={`${t('tabsPage.documents.checksumTitle')}: ${document.checksum}`}
            >
              SHA-256 <Ltr>{`${document.checksum.slice(0, 12)}…`}</Ltr>
            </Text>
          </Tooltip>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('actions.download')}>
            <ActionIcon
              component="a"
              href={href}
              download={document.fileName}
              variant="subtle"
              aria-label={t('tabsPage.documents.downloadLabel', { name: document.fileName })}
            >
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {canDelete && (
            <DeleteRowAction
              label={t('tabsPage.documents.deleteLabel', { name: document.fileName })}
              onClick={onDelete}
            />
          )}
        </Group>
      </Group>
    </Paper>
  );
}
