import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpenSignUpConfirm } from '@/components/open-sign-up-confirm';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { officeSettingsQuery, useSaveOfficeSettings } from '@/lib/office-settings.api';

/**
 * Whether anyone may create their own account on the sign-up page (an office setting; administrators only).
 * Opening asks first, since every such account gets the client role; closing is safe and immediate.
 */
export function RegistrationSwitch() {
  const { t } = useTranslation('users');
  const errorText = useErrorText('users:errors');
  const settings = useQuery(officeSettingsQuery());
  const save = useSaveOfficeSettings();
  const [confirming, setConfirming] = useState(false);
  if (!settings.data) return null;
  const { publicRegistration, version } = settings.data;

  const write = (open: boolean) =>
    save.mutate(
      { publicRegistration: open, version },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'success',
            message: t(saved.publicRegistration ? 'registration.opened' : 'registration.closed'),
          }),
        onError: (error) => {
          const stale = error instanceof ApiError && error.status === 409;
          notifications.show({
            color: stale ? 'warning' : 'error',
            title: t('registration.failed'),
            message: stale ? t('registration.stale') : errorText(error.message),
          });
          // Someone else saved in between: show what holds now.
          if (stale) void settings.refetch();
        },
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      <Switch
        checked={publicRegistration}
        disabled={save.isPending}
        onChange={(event) => (event.currentTarget.checked ? setConfirming(true) : write(false))}
        label={t('registration.label')}
        description={t(publicRegistration ? 'registration.openHint' : 'registration.closedHint')}
      />
      <OpenSignUpConfirm
        namespace="users"
        opened={confirming}
        loading={save.isPending}
        onConfirm={() => write(true)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
