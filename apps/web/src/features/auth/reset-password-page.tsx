import { passwordSchema } from '@mizan/contracts';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useResetPasswordMutation } from './auth.api';
import { AuthLayout } from './auth-layout';
import { visibilityToggleProps } from './password-visibility';

const resetFormSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .check(
    z.refine((values) => values.password === values.confirm, { path: ['confirm'], error: "The passwords don't match" }),
  );
type ResetForm = z.infer<typeof resetFormSchema>;

const INVALID_TOKEN = 'This reset link is invalid or has expired';

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const reset = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  // A link without a token can never work: say so before the user types a password.
  const [tokenError, setTokenError] = useState<string | null>(token ? null : INVALID_TOKEN);
  const form = useForm<ResetForm>({
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(resetFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ password }) => {
    if (!token) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          setDone(true);
          notifications.show({ color: 'green', title: t('reset.success'), message: t('reset.successText') });
        },
        onError: (error) => {
          const tokenMessage = error instanceof ApiError ? error.fieldError('token') : undefined;
          const passwordMessage = error instanceof ApiError ? error.fieldError('password') : undefined;
          if (tokenMessage) setTokenError(tokenMessage);
          else if (passwordMessage) form.setFieldError('password', passwordMessage);
          else notifications.show({ color: 'red', title: t('reset.failed'), message: errorText(error.message) });
        },
      },
    );
  });

  const loginLink = (
    <Button component={Link} to="/login" fullWidth size="md" variant={done ? 'filled' : 'light'}>
      {t('reset.goToLogin')}
    </Button>
  );

  if (done) {
    return (
      <AuthLayout pageTitle={t('pages.resetPassword')} title={t('reset.doneTitle')}>
        <Alert color="green" variant="light" icon={<IconCircleCheck />} role="status">
          {t('reset.successText')}
        </Alert>
        {loginLink}
      </AuthLayout>
    );
  }

  if (tokenError) {
    return (
      <AuthLayout pageTitle={t('pages.resetPassword')} title={t('reset.title')}>
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={errorText(tokenError)} role="alert">
          {t('reset.invalidText')}
        </Alert>
        <Button component={Link} to="/forgot-password" fullWidth size="md">
          {t('reset.requestNew')}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/login">
            {t('reset.goToLogin')}
          </Anchor>
        </Text>
      </AuthLayout>
    );
  }

  const passwordProps = form.getInputProps('password');
  const confirmProps = form.getInputProps('confirm');
  return (
    <AuthLayout pageTitle={t('pages.resetPassword')} title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            {...passwordProps}
            error={errorText(passwordProps.error)}
            label={t('fields.newPassword')}
            description={t('fields.passwordRule')}
            autoComplete="new-password"
            autoFocus
            required
            withAsterisk={false}
            visibilityToggleButtonProps={visibilityToggleProps(t('fields.toggleVisibility'))}
          />
          <PasswordInput
            {...confirmProps}
            error={errorText(confirmProps.error)}
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
            withAsterisk={false}
            visibilityToggleButtonProps={visibilityToggleProps(t('fields.toggleVisibility'))}
          />
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        <Anchor component={Link} to="/login">
          {t('reset.goToLogin')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
