import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@mizan/contracts';
import { Alert, Anchor, Button, Center, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconMailFast } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useForgotPasswordMutation } from './auth.api';
import classes from './auth.module.css';
import { AuthLayout } from './auth-layout';
import { EmailInput } from './email-input';

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Center>
      <Anchor
        component={Link}
        to="/login"
        size="sm"
        fw={600}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
      >
        <IconArrowLeft size={16} className={classes.mirror} aria-hidden />
        {t('forgot.backToLogin')}
      </Anchor>
    </Center>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const forgot = useForgotPasswordMutation();
  // The server answers the same whether the address exists or not, so the page does too.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordBodySchema, { sync: true }),
  });

  const submit = form.onSubmit(({ email }) => {
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: () => setSentTo(email.trim()),
        onError: (error) => {
          const message = error instanceof ApiError ? error.fieldError('email') : undefined;
          if (message) form.setFieldError('email', message);
          else notifications.show({ color: 'red', title: t('forgot.failed'), message: errorText(error.message) });
        },
      },
    );
  });

  if (sentTo !== null) {
    return (
      <AuthLayout pageTitle={t('pages.forgotPassword')} title={t('forgot.sentTitle')}>
        <Alert color="green" variant="light" icon={<IconMailFast />} role="status">
          {t('forgot.sentText', { email: sentTo })}
        </Alert>
        <BackToLogin />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout pageTitle={t('pages.forgotPassword')} title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailInput {...form.getInputProps('email')} autoFocus />
          <Button type="submit" fullWidth size="md" loading={forgot.isPending}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </AuthLayout>
  );
}
