import { type TwoFactorSetup } from '@mizan/contracts';
import { Button, Code, CopyButton, Group, Image, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody, useDialogFormClose } from '@/components/dialog-form';
import { OneTimeCodeInput } from '@/components/one-time-code-input';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactor,
} from './account-settings.api';
import { applyFieldErrors, useFailureToast } from './account-settings-shared';
import { RecoveryCodesList } from './recovery-codes';

// The dialogs of two-step verification: setting it up (QR code, first code, recovery codes), turning it off, new
// recovery codes. Each is a TwoStepDialog: its steps, then the recovery codes when a step answers them.

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** What a step of a TwoStepDialog may do once it succeeds: show the new recovery codes, or close. */
interface StepDone {
  showCodes: (codes: string[]) => void;
  close: () => void;
}

function TwoStepDialog({
  opened,
  onClose,
  title,
  size,
  children,
}: DialogProps & { title: string; size?: 'md' | 'lg'; children: (done: StepDone) => ReactNode }) {
  const { t } = useTranslation('account-settings');
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setCodes(null);
    onClose();
  };
  return (
    <DialogForm opened={opened} onClose={close} title={title} size={size}>
      {codes ? (
        // A body of its own: the step before it, now gone, leaves nothing unsaved to ask about.
        <DialogFormBody onSubmit={close}>
          <RecoveryCodesList codes={codes} />
          <StepActions submitLabel={t('security.twoStep.savedCodes')} cancel={false} />
        </DialogFormBody>
      ) : (
        children({ showCodes: setCodes, close })
      )}
    </DialogForm>
  );
}

/** A step's buttons: Cancel (asking first when input is unsaved) unless told otherwise, and its submit. */
function StepActions({
  submitLabel,
  loading,
  color,
  cancel = true,
}: {
  submitLabel: string;
  loading?: boolean;
  color?: string;
  cancel?: boolean;
}) {
  const { t } = useTranslation();
  const close = useDialogFormClose();
  return (
    <Group justify="flex-end" gap="sm">
      {cancel && close && (
        <Button variant="default" onClick={close}>
          {t('actions.cancel')}
        </Button>
      )}
      <Button type="submit" color={color} loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** Turning two-step verification on: scan or type the secret, confirm a first code, keep the recovery codes. */
export function SetupDialog(props: DialogProps) {
  const { t } = useTranslation('account-settings');
  return (
    <TwoStepDialog {...props} title={t('security.twoStep.setupTitle')}>
      {({ showCodes }) => <SetupSteps onEnabled={showCodes} />}
    </TwoStepDialog>
  );
}

function SetupSteps({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (setup) return <FirstCodeStep setup={setup} onEnabled={onEnabled} />;

  const begin = async () => {
    setError(null);
    try {
      setSetup(await start.mutateAsync());
    } catch (failure) {
      setError(String(errorText((failure as Error).message)));
    }
  };
  return (
    <DialogFormBody onSubmit={begin}>
      <Text size="sm">{t('security.twoStep.intro')}</Text>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <StepActions submitLabel={t('security.twoStep.begin')} loading={start.isPending} />
    </DialogFormBody>
  );
}

/** The secret as a QR code and as text, and the first code from the app, sent as soon as its six digits are in. */
function FirstCodeStep({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const confirm = useConfirmTwoFactor();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (value.length === 6 ? null : t('security.twoStep.codeLength')) },
  });

  const send = async (code: string) => {
    try {
      const result = await confirm.mutateAsync(code);
      notifications.show({ color: 'green', message: t('security.twoStep.enabled') });
      onEnabled(result.recoveryCodes);
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.fieldError('code') ?? failure.message) : '';
      form.setFieldValue('code', '');
      form.setFieldError('code', String(errorText(message || (failure as Error).message)));
    }
  };
  const submit = async () => {
    if (!form.validate().hasErrors) await send(form.getValues().code);
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
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
        value={form.values.code}
        onChange={(value) => form.setFieldValue('code', value)}
        onComplete={(value) => void send(value)}
        error={form.errors.code as string | undefined}
      />
      <StepActions submitLabel={t('security.twoStep.confirm')} loading={confirm.isPending} />
    </DialogFormBody>
  );
}

/** Turning two-step verification off: the password, or a current code. */
export function DisableDialog(props: DialogProps) {
  const { t } = useTranslation('account-settings');
  const disable = useDisableTwoFactor();
  return (
    <TwoStepDialog {...props} title={t('security.twoStep.disableTitle')} size="md">
      {({ close }) => (
        <OwnerCheckForm
          text={t('security.twoStep.disableText')}
          withCode
          submitLabel={t('security.twoStep.disable')}
          color="red"
          loading={disable.isPending}
          send={async ({ password, code }) => {
            await disable.mutateAsync(password ? { password } : { code });
            notifications.show({ color: 'green', message: t('security.twoStep.disabled') });
            close();
          }}
        />
      )}
    </TwoStepDialog>
  );
}

/** New recovery codes (the old ones stop working), with the password. */
export function RegenerateDialog(props: DialogProps) {
  const { t } = useTranslation('account-settings');
  const regenerate = useRegenerateRecoveryCodes();
  return (
    <TwoStepDialog {...props} title={t('security.twoStep.regenerateTitle')}>
      {({ showCodes }) => (
        <OwnerCheckForm
          text={t('security.twoStep.regenerateText')}
          submitLabel={t('security.twoStep.regenerate')}
          loading={regenerate.isPending}
          send={async ({ password }) => showCodes((await regenerate.mutateAsync(password)).recoveryCodes)}
        />
      )}
    </TwoStepDialog>
  );
}

/**
 * Proves the account's owner is here before a change to two-step verification: the password, or with `withCode`
 * a current code from the app instead. The server's refusal goes under its field, or in a toast.
 */
function OwnerCheckForm({
  text,
  withCode = false,
  submitLabel,
  color,
  loading,
  send,
}: {
  text: string;
  withCode?: boolean;
  submitLabel: string;
  color?: string;
  loading: boolean;
  send: (values: { password: string; code: string }) => Promise<void>;
}) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const failed = useFailureToast();
  const form = useForm({
    initialValues: { password: '', code: '' },
    validate: ({ password, code }) =>
      password || (withCode && code)
        ? {}
        : { password: t(withCode ? 'security.twoStep.passwordOrCode' : 'security.twoStep.passwordRequired') },
  });
  const submit = async () => {
    if (form.validate().hasErrors) return;
    try {
      await send(form.getValues());
    } catch (error) {
      if (!applyFieldErrors(error, ['password', 'code'], form.setFieldError, errorText)) failed(error);
    }
  };
  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Text size="sm">{text}</Text>
      <PasswordInput
        {...form.getInputProps('password')}
        label={t('security.twoStep.password')}
        autoComplete="current-password"
        data-autofocus
      />
      {withCode && (
        <TextInput
          {...form.getInputProps('code')}
          label={t('security.twoStep.orCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      )}
      <StepActions submitLabel={submitLabel} color={color} loading={loading} />
    </DialogFormBody>
  );
}
