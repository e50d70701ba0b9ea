import { useTranslation } from 'react-i18next';

/** "Chrome on Windows" in the reader's language, from what the server read in a session's user agent. */
export function DeviceName({ browser, os }: { browser: string | null; os: string | null }) {
  const { t } = useTranslation();
  if (browser && os) return <bdi>{t('device.on', { browser, os })}</bdi>;
  return <bdi>{browser ?? os ?? t('device.unknown')}</bdi>;
}
