import { type TwoFactorSetup } from '@mizan/contracts';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactor,
} from './account-settings.api';
import { applyFieldErrors, useFailureToast } from './account-settings-shared';
import { OneTimeCodeInput } from '@/components/one-time-code-input';

// The dialogs of two-step verification: setting it up (QR code, first code, recovery codes), turning it off, new recovery codes.

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

/** Turning two-step verification on: scan or type the secret, confirm a first code, keep the recovery codes. */
export function SetupDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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

/** Turning two-step verification off: the password and a current code. */
export function DisableDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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

/** New recovery codes (the old ones stop working), with the password. */
export function RegenerateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
