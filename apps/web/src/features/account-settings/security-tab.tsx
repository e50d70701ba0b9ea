import { changePasswordBodySchema, type TwoFactorSetup } from '@mizan/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  PasswordInput,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconDownload, IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import {
  accountSessionsQuery,
  twoFactorStatusQuery,
  useChangePassword,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useRevokeSession,
  useStartTwoFactor,
} from './account-settings.api';
import {
  applyFieldErrors,
  ConfirmDialog,
  SectionError,
  SectionSkeleton,
  useDateTime,
  useFailureToast,
} from './account-settings-shared';
import { OneTimeCodeInput } from '@/components/one-time-code-input';
import { DeviceName } from '@/components/device-name';

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

  const submit = form.onSubmit((values) => {
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
          if (!applyFieldErrors(error, ['currentPassword', 'newPassword'], form.setFieldError, errorText))
            failed(error);
        },
      },
    );
  });
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

/** The codes, shown once, with copy and download. */
function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account-settings');
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`${t('security.twoStep.codesFileTitle')}\n\n${text}\n`], { type: 'text/plain' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'mizan-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light" title={t('security.twoStep.codesTitle')}>
        {t('security.twoStep.codesText')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} ta="center" fz="sm" style={{ direction: 'ltr' }}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('security.twoStep.copied') : t('security.twoStep.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('security.twoStep.downloadCodes')}
        </Button>
      </Group>
    </Stack>
  );
}

function SetupDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (failure) => setError(String(errorText(failure.message))),
    });
  const close = () => {
    setSetup(null);
    setCode('');
    setError(null);
    setCodes(null);
    start.reset();
    onClose();
  };
  const submit = (value = code) => {
    if (value.length !== 6) return setError(t('security.twoStep.codeLength'));
    setError(null);
    confirm.mutate(value, {
      onSuccess: (result) => {
        setCodes(result.recoveryCodes);
        notifications.show({ color: 'green', message: t('security.twoStep.enabled') });
      },
      onError: (failure) => {
        setCode('');
        setError(
          String(
            errorText(failure instanceof ApiError ? (failure.fieldError('code') ?? failure.message) : failure.message),
          ),
        );
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={codes ? close : onClose}
      title={t('security.twoStep.setupTitle')}
      centered
      size="lg"
      closeOnClickOutside={!codes}
    >
      {codes ? (
        <Stack gap="md">
          <RecoveryCodesList codes={codes} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('security.twoStep.savedCodes')}</Button>
          </Group>
        </Stack>
      ) : !setup ? (
        <Stack gap="md">
          <Text size="sm">{t('security.twoStep.intro')}</Text>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={begin} loading={start.isPending}>
              {t('security.twoStep.begin')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('security.twoStep.scan')}</Text>
          <Group justify="center">
            <Image src={setup.qrCode} alt={t('security.twoStep.qrAlt')} w={200} h={200} bg="white" p={4} radius="sm" />
          </Group>
          <Text size="sm">{t('security.twoStep.manual')}</Text>
          <Group gap="xs" wrap="nowrap">
            <Code data-testid="totp-secret" fz="sm" style={{ direction: 'ltr', wordBreak: 'break-all', flex: 1 }}>
              {setup.secret}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy} aria-label={t('security.twoStep.copyKey')}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </Button>
              )}
            </CopyButton>
          </Group>
          <OneTimeCodeInput
            label={t('security.twoStep.enterCode')}
            value={code}
            onChange={setCode}
            onComplete={(value) => submit(value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => submit()} loading={confirm.isPending}>
              {t('security.twoStep.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function DisableDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const failed = useFailureToast();
  const disable = useDisableTwoFactor();
  const form = useForm({ initialValues: { password: '', code: '' } });
  const submit = form.onSubmit((values) => {
    if (!values.password && !values.code) return form.setFieldError('password', t('security.twoStep.passwordOrCode'));
    disable.mutate(values.password ? { password: values.password } : { code: values.code }, {
      onSuccess: () => {
        form.reset();
        onClose();
        notifications.show({ color: 'green', message: t('security.twoStep.disabled') });
      },
      onError: (error) => {
        if (!applyFieldErrors(error, ['password', 'code'], form.setFieldError, errorText)) failed(error);
      },
    });
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('security.twoStep.disableTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('security.twoStep.disableText')}</Text>
          <PasswordInput
            {...form.getInputProps('password')}
            label={t('security.twoStep.password')}
            autoComplete="current-password"
          />
          <TextInput
            {...form.getInputProps('code')}
            label={t('security.twoStep.orCode')}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={disable.isPending}>
              {t('security.twoStep.disable')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RegenerateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const failed = useFailureToast();
  const regenerate = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm({ initialValues: { password: '' } });
  const close = () => {
    setCodes(null);
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    regenerate.mutate(values.password, {
      onSuccess: (result) => setCodes(result.recoveryCodes),
      onError: (error) => {
        if (!applyFieldErrors(error, ['password'], form.setFieldError, errorText)) failed(error);
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={close} title={t('security.twoStep.regenerateTitle')} centered size="lg">
      {codes ? (
        <Stack gap="md">
          <RecoveryCodesList codes={codes} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('security.twoStep.savedCodes')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('security.twoStep.regenerateText')}</Text>
            <PasswordInput
              {...form.getInputProps('password')}
              label={t('security.twoStep.password')}
              autoComplete="current-password"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={regenerate.isPending}>
                {t('security.twoStep.regenerate')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function TwoStepCard() {
  const { t } = useTranslation('account-settings');
  const dateTime = useDateTime();
  const status = useQuery(twoFactorStatusQuery());
  const [dialog, setDialog] = useState<'setup' | 'disable' | 'regenerate' | null>(null);
  if (status.isPending) return <SectionSkeleton rows={2} />;
  if (status.isError) return <SectionError onRetry={() => void status.refetch()} />;
  const { enabled, enabledAt, recoveryCodesLeft } = status.data;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {t('security.twoStep.title')}
          </Title>
          <Badge
            color={enabled ? 'green' : 'gray'}
            variant="light"
            leftSection={enabled ? <IconShieldCheck size={14} /> : <IconShieldLock size={14} />}
          >
            {enabled ? t('security.twoStep.on') : t('security.twoStep.off')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {enabled && enabledAt
            ? t('security.twoStep.onText', { date: dateTime(enabledAt, false), count: recoveryCodesLeft })
            : t('security.twoStep.offText')}
        </Text>
        <Group gap="sm">
          {enabled ? (
            <>
              <Button variant="default" onClick={() => setDialog('regenerate')}>
                {t('security.twoStep.regenerate')}
              </Button>
              <Button color="red" variant="light" onClick={() => setDialog('disable')}>
                {t('security.twoStep.disable')}
              </Button>
            </>
          ) : (
            <Button onClick={() => setDialog('setup')}>{t('security.twoStep.enable')}</Button>
          )}
        </Group>
      </Stack>
      <SetupDialog opened={dialog === 'setup'} onClose={() => setDialog(null)} />
      <DisableDialog opened={dialog === 'disable'} onClose={() => setDialog(null)} />
      <RegenerateDialog opened={dialog === 'regenerate'} onClose={() => setDialog(null)} />
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
      <ConfirmDialog
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
