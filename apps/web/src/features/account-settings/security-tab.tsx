import { changePasswordBodySchema } from '@mizan/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { accountSessionsQuery, useChangePassword, useRevokeSession } from './account-settings.api';
import {
  applyFieldErrors,
  SectionError,
  SectionSkeleton,
  useDateTime,
  useFailureToast,
} from './account-settings-shared';
import { ConfirmModal } from '@/components/confirm-modal';
import { DeviceName } from '@/components/device-name';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
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

function SessionsCard() {
  const { t } = useTranslation('account-settings');
  const dateTime = useDateTime();
  const failed = useFailureToast();
  const sessions = useQuery(accountSessionsQuery());
  const revoke = useRevokeSession();
  const [target, setTarget] = useState<number | null>(null);
  if (sessions.isPending) return <SectionSkeleton rows={3} />;
  if (sessions.isError) return <SectionError onRetry={() => void sessions.refetch()} />;
  const list = sessions.data.sessions;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('security.sessions.title')}
        </Title>
        {list.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('common:states.empty')}
          </Text>
        ) : (
          <ScrollArea type="auto">
            <Table striped highlightOnHover miw={620} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('security.sessions.device')}</Table.Th>
                  <Table.Th>{t('security.sessions.ip')}</Table.Th>
                  <Table.Th>{t('security.sessions.created')}</Table.Th>
                  <Table.Th>{t('security.sessions.lastSeen')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td style={{ direction: 'ltr' }}>{row.ip ?? '—'}</Table.Td>
                    <Table.Td>{dateTime(row.createdAt)}</Table.Td>
                    <Table.Td>{dateTime(row.lastSeenAt)}</Table.Td>
                    <Table.Td>
                      {!row.current && (
                        <Button size="xs" variant="subtle" color="red" onClick={() => setTarget(row.id)}>
                          {t('security.sessions.revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
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
