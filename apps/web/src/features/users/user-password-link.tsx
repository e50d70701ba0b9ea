import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserDetail } from '@mizan/contracts';
import { IconMailForward, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { useErrorText } from '@/lib/error-text';
import { useSendPasswordLink } from './users.api';

/**
 * The way to help with a password: the user gets a one-time link by e-mail and chooses it themselves, so nobody
 * else learns it. A pending user (invited, no password yet) gets the invitation again through the same call.
 */
export function PasswordLinkAction({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText('users:errors');
  const send = useSendPasswordLink();
  const [confirming, setConfirming] = useState(false);
  const invited = user.status === 'pending';
  // The server sends no link to a suspended account: it could not sign in with it anyway.
  const suspended = user.status === 'inactive';

  const confirm = () =>
    send.mutate(user.id, {
      onSuccess: () =>
        notifications.show({
          color: 'success',
          message: t(invited ? 'security.invitationSent' : 'security.resetSent', { email: user.email }),
        }),
      // The server's own words: e.g. that this user holds rights the reader lacks.
      onError: (error) =>
        notifications.show({ color: 'error', title: t('security.linkFailed'), message: errorText(error.message) }),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      {invited ? (
        <Alert
          variant="light"
          color="warning"
          icon={<IconMailForward size={20} />}
          title={t('security.invitationPending')}
          mb="md"
        >
          {t('security.invitationPendingText', { name: user.fullName })}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" mb="md">
          {t(suspended ? 'security.suspendedHint' : 'security.resetHint')}
        </Text>
      )}
      <Group>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          disabled={suspended}
          onClick={() => setConfirming(true)}
        >
          {t(invited ? 'security.resendInvitation' : 'security.sendResetLink')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t(invited ? 'security.resendTitle' : 'security.resetTitle')}
        message={t(invited ? 'security.resendConfirm' : 'security.resetConfirm', { email: user.email })}
        confirmLabel={t(invited ? 'security.resendSubmit' : 'security.resetSubmit')}
        color="primary"
        loading={send.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
