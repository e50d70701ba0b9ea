import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout, useSessionUser } from '@/lib/session';
import { NotAuthorizedIllustration } from './illustrations';
import { BackHomeButton, MiscPage } from './misc-page';
import { useInsideShell } from './use-inside-shell';

/** 401: the signed-in user lacks the permission the page needs. */
export function NotAuthorizedPage() {
  const { t } = useTranslation('misc');
  const user = useSessionUser();
  const navigate = useNavigate();
  const inline = useInsideShell();
  const [leaving, setLeaving] = useState(false);

  const switchAccount = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
      void navigate({ to: '/login' });
    }
  };

  return (
    <MiscPage
      code={401}
      pageTitle={t('notAuthorized.pageTitle')}
      title={t('notAuthorized.title')}
      text={t('notAuthorized.text')}
      illustration={<NotAuthorizedIllustration />}
      inline={inline}
      actions={
        <>
          <BackHomeButton />
          {user && (
            <Button variant="default" size="md" loading={leaving} onClick={() => void switchAccount()}>
              {t('notAuthorized.switchAccount')}
            </Button>
          )}
        </>
      }
    />
  );
}
