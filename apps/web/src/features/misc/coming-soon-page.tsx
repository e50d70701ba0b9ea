import { useTranslation } from 'react-i18next';
import { ComingSoonIllustration } from './illustrations';
import { MiscPage } from './misc-page';

export function ComingSoonPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      pageTitle={t('comingSoon.pageTitle')}
      title={t('comingSoon.title')}
      text={t('comingSoon.text')}
      illustration={<ComingSoonIllustration />}
    />
  );
}
