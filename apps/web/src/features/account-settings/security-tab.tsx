import { changePasswordBodySchema, type AccountSessionList } from '@mizan/contracts';
import { Badge, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { accountSessionsQuery, useChangePassword, useRevokeSession } from './account-settings.api';
import { applyFieldErrors, useDateTime, useFailureToast } from './account-settings-shared';
import { ConfirmModal } from '@/components/confirm-modal';
import { DeviceName } from '@/components/device-name';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
import { ListTable, LtrText, useLocalList, type ListColumn } from '@/components/list';
import { TwoStepCard } from './two-step-card';

/** The security tab: the password, two-step verification and the signed-in devices. */
export function SecurityTab() {
  return (
    <Stack gap="lg">
      <ChangePasswordCard />
      <TwoStepCard />
      <SessionsCard />
    </Stack>
  );
}

function ChangePasswordCard() {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const failed = useFailureToast();
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors: Record<string, string> = {};
      const parsed = changePasswordBodySchema.safeParse(values);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      }
      if (values.confirmPassword !== values.newPassword) errors.confirmPassword = t('security.password.mismatch');
      return errors;
    },
  });

  const submit = form.onSubmit(
    (values, event) => {
      const formElement = event?.currentTarget ?? null;
      change.mutate(
        { currentPassword: values.currentPassword, newPassword: values.newPassword },
        {
          onSuccess: () => {
            form.reset();
            notifications.show({
              color: 'green',
              title: t('security.password.changed'),
              message: t('security.password.changedText'),
            });
          },
          onError: (error) => {
            if (applyFieldErrors(error, ['currentPassword', 'newPassword'], form.setFieldError, errorText)) {
              focusFirstInvalid(formElement);
            } else failed(error);
          },
        },
      );
    },
    (_errors, _values, event) => focusFirstInvalid(event?.currentTarget ?? null),
  );
  const field = (name: 'currentPassword' | 'newPassword' | 'confirmPassword', autoComplete: string) => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(props.error), label: t(`security.password.${name}`), autoComplete };
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('security.password.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput {...field('currentPassword', 'current-password')} />
            <div />
            <PasswordInput {...field('newPassword', 'new-password')} />
            <PasswordInput {...field('confirmPassword', 'new-password')} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('security.password.policy')}
          </Text>
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('security.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

type Session = AccountSessionList['sessions'][number];

/** The devices signed in as this user: a table, cards on a phone; every device but this one can be signed out. */
function SessionsCard() {
  const { t } = useTranslation('account-settings');
  const dateTime = useDateTime();
  const failed = useFailureToast();
  const sessions = useQuery(accountSessionsQuery());
  const revoke = useRevokeSession();
  const list = useLocalList({ pageSizes: [100], defaultPageSize: 100 });
  const [target, setTarget] = useState<number | null>(null);
  const title = t('security.sessions.title');
  const columns: ListColumn<Session>[] = [
    {
      id: 'device',
      header: t('security.sessions.device'),
      card: 'title',
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">
            <DeviceName browser={row.browser} os={row.os} />
          </Text>
          {row.current && (
            <Badge size="sm" variant="light">
              {t('security.sessions.current')}
            </Badge>
          )}
        </Group>
      ),
    },
    { id: 'ip', header: t('security.sessions.ip'), cell: (row) => <LtrText>{row.ip ?? '—'}</LtrText> },
    { id: 'created', header: t('security.sessions.created'), nowrap: true, cell: (row) => dateTime(row.createdAt) },
    { id: 'lastSeen', header: t('security.sessions.lastSeen'), nowrap: true, cell: (row) => dateTime(row.lastSeenAt) },
  ];

  return (
    <Card withBorder radius="md" padding={0}>
      <Title order={2} size="h4" p="lg" pb="xs">
        {title}
      </Title>
      <ListTable
        state={list}
        label={title}
        columns={columns}
        rows={sessions.data?.sessions}
        query={sessions}
        errorText={t('security.sessions.loadError')}
        getRowId={(row) => row.id}
        rowActions={(row) =>
          !row.current && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setTarget(row.id)}>
              {t('security.sessions.revoke')}
            </Button>
          )
        }
      />
      <ConfirmModal
        opened={target !== null}
        title={t('security.sessions.revokeTitle')}
        message={t('security.sessions.revokeText')}
        confirmLabel={t('security.sessions.revoke')}
        loading={revoke.isPending}
        onClose={() => setTarget(null)}
        onConfirm={() =>
          target !== null &&
          revoke.mutate(target, {
            onSuccess: () => notifications.show({ color: 'green', message: t('security.sessions.revoked') }),
            onError: (error) => failed(error),
            onSettled: () => setTarget(null),
          })
        }
      />
    </Card>
  );
}
