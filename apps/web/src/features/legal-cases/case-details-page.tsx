import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconAlertTriangle, IconArrowBack } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api';
import { CaseActivityTab } from './case-activity-tab';
import { CaseDetailsHeader } from './case-details-header';
import { CaseDocumentsTab } from './case-documents-tab';
import { CaseFeesTab } from './case-fees-tab';
import { CaseHearingsTab } from './case-hearings-tab';
import { CaseNotesTab } from './case-notes-tab';
import { CaseOverviewTab } from './case-overview-tab';
import { CasePartiesTab } from './case-parties-tab';
import { CaseStagesTab } from './case-stages-tab';
import { CaseTasksTab } from './case-tasks-tab';
import { caseDetailQuery } from './legal-cases.api';
import { CASE_TABS, type CaseTab } from './legal-cases.search';

export interface CaseDetailsPageProps {
  /** 0 when the URL's id is not a case id: the page says the case doesn't exist. */
  id: number;
  tab: CaseTab;
  onTabChange: (tab: CaseTab) => void;
}

const TAB_PANELS = {
  overview: CaseOverviewTab,
  parties: CasePartiesTab,
  hearings: CaseHearingsTab,
  stages: CaseStagesTab,
  tasks: CaseTasksTab,
  documents: CaseDocumentsTab,
  notes: CaseNotesTab,
  fees: CaseFeesTab,
  activity: CaseActivityTab,
} satisfies Record<CaseTab, unknown>;

/** تفاصيل القضية: the header with its actions, then the case's tabs (the open one in the URL). */
export function CaseDetailsPage({ id, tab, onTabChange }: CaseDetailsPageProps) {
  const { t } = useTranslation('legal-cases');
  const detail = useQuery({
    ...caseDetailQuery(id),
    enabled: id > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const missing =
    id <= 0 || (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400));
  const trail = [
    { label: t('breadcrumbs.legalCases'), to: '/legal-cases' as const },
    { label: t('breadcrumbs.details') },
  ];

  if (missing) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('pages.details.title')} trail={trail} />
        <Alert
          color="warning"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('details.notFound')}
        >
          <Button
            component={Link}
            to="/legal-cases"
            variant="default"
            size="xs"
            mt="xs"
            leftSection={<IconArrowBack size={16} aria-hidden />}
          >
            {t('detailsPage.backToList')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('pages.details.title')} trail={trail} />
        <LoadErrorAlert title={t('details.error')} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  }
  if (!detail.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton height={40} width={280} />
        <Skeleton height={140} radius="md" />
        <Skeleton height={36} />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  }

  const data = detail.data;
  return (
    <Stack gap="lg">
      <CaseDetailsHeader detail={data} />
      <Tabs value={tab} onChange={(value) => value && onTabChange(value as CaseTab)} keepMounted={false}>
        <Tabs.List
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
          mb="md"
        >
          {CASE_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} style={{ flexShrink: 0 }}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CASE_TABS.map((value) => {
          const Panel = TAB_PANELS[value];
          return (
            <Tabs.Panel key={value} value={value}>
              <Panel detail={data} />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
