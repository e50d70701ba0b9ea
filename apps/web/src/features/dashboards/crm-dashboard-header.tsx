import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** Breadcrumbs, title and browser-tab title of the CRM dashboard, shared by its page, skeleton and error state. */
export function CrmDashboardHeader() {
  const { t } = useTranslation('dashboards');
  return (
    <PageHeader section="dashboards" area="dashboardsCrm" title={t('crm.title')} documentTitle={t('crm.pageTitle')} />
  );
}
