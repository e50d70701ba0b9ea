import { Alert, Button, Card, Checkbox, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
import { useErrorText } from '@/lib/error-text';
import { session } from '@/lib/session';
import { useDeactivateAccount } from './account-settings.api';
import { applyFieldErrors, useFailureToast } from './account-settings-shared';

/**
 * Deactivating one's own account: the box, the password, then a confirmation; signs out to the login page.
 * `beforeLeaving` runs right before that navigation (the tab's leave guard must not ask about it).
 */
export function DeactivateCard({ beforeLeaving }: { beforeLeaving: () => void }) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const failed = useFailureToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deactivate = useDeactivateAccount();
  const formElement = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  const form = useForm({
    initialValues: { confirm: false, password: '' },
    validate: {
      confirm: (value) => (value ? null : t('deactivate.confirmRequired')),
      password: (value) => (value ? null : t('deactivate.passwordRequired')),
    },
  });

  const run = () => {
    deactivate.mutate(
      { password: form.values.password, confirm: true },
      {
        onSuccess: async () => {
          setAsking(false);
          session.clear();
          queryClient.clear();
          notifications.show({ color: 'green', message: t('deactivate.done') });
          beforeLeaving();
          await navigate({ to: '/login' });
        },
        onError: (error) => {
          setAsking(false);
          if (!applyFieldErrors(error, ['password', 'confirm'], form.setFieldError, errorText)) failed(error);
          else focusFirstInvalid(formElement.current);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        ref={formElement}
        onSubmit={form.onSubmit(
          () => setAsking(true),
          (_errors, _values, event) => focusFirstInvalid(event?.currentTarget ?? null),
        )}
        noValidate
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('deactivate.title')}
          </Title>
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={t('deactivate.warningTitle')}
          >
            {t('deactivate.warning')}
          </Alert>
          <Checkbox {...form.getInputProps('confirm', { type: 'checkbox' })} label={t('deactivate.confirmLabel')} />
          <PasswordInput
            {...form.getInputProps('password')}
            label={t('deactivate.password')}
            autoComplete="current-password"
            maw={360}
          />
          <Group>
            <Button type="submit" color="red">
              {t('deactivate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={asking}
        title={t('deactivate.dialogTitle')}
        message={t('deactivate.dialogText')}
        confirmLabel={t('deactivate.submit')}
        loading={deactivate.isPending}
        onConfirm={run}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
