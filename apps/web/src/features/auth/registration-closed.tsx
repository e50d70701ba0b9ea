import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './auth-layout';

/** The register page of an office that does not take sign-ups: accounts come by invitation from an administrator. */
export function RegistrationClosed() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout pageTitle={t('pages.register')} title={t('register.closedTitle')}>
      <Alert color="info" variant="light" icon={<IconLock />} role="status">
        {t('register.closedText')}
      </Alert>
      <Button component={Link} to="/login" fullWidth size="md">
        {t('register.backToLogin')}
      </Button>
    </AuthLayout>
  );
}
