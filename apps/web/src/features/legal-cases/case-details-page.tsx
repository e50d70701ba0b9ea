import { Skeleton, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { RecordNotFound } from '@/components/record-not-found';
import { ApiError } from '@/lib/api';
import { CaseActivityTab } from './case-activity-tab';
import { CaseDetailsHeader } from './case-details-header';
import { CaseDocumentsTab } from './case-documents-tab';
import { CaseFeesTab } from './case-fees-tab';
import { CaseMailTab } from './case-mail-tab';
import { CaseHearingsTab } from './case-hearings-tab';
import { CaseNotesTab } from './case-notes-tab';
import { CaseOverviewTab } from './case-overview-tab';
import { CasePartiesTab } from './case-parties-tab';
import { CaseStagesTab } from './case-stages-tab';
import { CaseTabStrip } from './case-tab-strip';
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
  mail: CaseMailTab,
  fees: CaseFeesTab,
  activity: CaseActivityTab,
} satisfies Record<CaseTab, unknown>;

/** تفاصيل القضية: the header with its actions, then the case's tabs (the open one in the URL). */
export function CaseDetailsPage({ id, tab, onTabChange }: CaseDetailsPageProps) {
  const { t } = useTranslation('legal-cases');
  // A missing case is asked for once: the query client retries no 4xx, on mount neither (the loader asked).
  const detail = useQuery({ ...caseDetailQuery(id), enabled: id > 0 });
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
        <RecordNotFound title={t('details.notFound')} backTo="/legal-cases" backLabel={t('detailsPage.backToList')} />
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
        <CaseTabStrip active={tab} />
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
