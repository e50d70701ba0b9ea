import { useTranslation } from 'react-i18next';
import { MaintenanceIllustration } from './illustrations';
import { MiscPage } from './misc-page';

export function UnderMaintenancePage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      pageTitle={t('underMaintenance.pageTitle')}
      title={t('underMaintenance.title')}
      text={t('underMaintenance.text')}
      illustration={<MaintenanceIllustration />}
    />
  );
}
