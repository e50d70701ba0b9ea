import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './confirm-modal';

/**
 * Asks before opening sign-up to everyone (every such account gets the Client role). The users list and the office
 * settings both ask it; each keeps the words in its own namespace under `registration.*`, since the confirm button
 * says what happens there (open at once, or open and save the form).
 */
export function OpenSignUpConfirm({
  namespace,
  opened,
  loading,
  onConfirm,
  onClose,
}: {
  namespace: 'users' | 'office';
  opened: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <ConfirmModal
      opened={opened}
      title={t('registration.confirmTitle')}
      message={t('registration.confirm')}
      confirmLabel={t('registration.confirmSubmit')}
      color="warning"
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
