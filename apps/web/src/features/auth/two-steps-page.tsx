import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OneTimeCodeInput } from '@/components/one-time-code-input';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { postLoginPath } from '@/lib/guard';
import { useTwoStepsMutation } from './auth.api';
import { AuthLayout } from './auth-layout';
import { clearChallenge, readChallenge } from './two-step-challenge';

/**
 * The second step of a sign-in with two-step verification: a six-digit code from the authenticator app, or one
 * of the recovery codes. On success it continues like the login page (the `to` query is kept).
 */
export function TwoStepsPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const router = useRouter();
  const twoSteps = useTwoStepsMutation();
  const [challenge] = useState(readChallenge);
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (value) => {
        const code = value.trim();
        if (useRecovery) return code.length < 10 ? t('twoSteps.recoveryLength') : null;
        return /^\d{6}$/.test(code) ? null : t('twoSteps.codeLength');
      },
    },
  });
  const loginHref = `/login${router.state.location.searchStr}`;

  if (!challenge) {
    return (
      <AuthLayout pageTitle={t('pages.twoSteps')} title={t('twoSteps.title')} subtitle={t('twoSteps.expired')}>
        <Button component={Link} to={loginHref} fullWidth>
          {t('twoSteps.backToLogin')}
        </Button>
      </AuthLayout>
    );
  }

  const send = (code: string) =>
    twoSteps.mutate(
      { challengeToken: challenge.challengeToken, code: code.trim() },
      {
        onSuccess: async (response) => {
          clearChallenge();
          notifications.show({
            color: 'green',
            title: t('login.success', { name: response.userData.fullName || response.userData.username }),
            message: t('login.successText'),
          });
          await router.navigate({ href: postLoginPath(router.state.location.searchStr), replace: true });
        },
        onError: (failure) => {
          const field =
            failure instanceof ApiError
              ? (failure.fieldError('code') ?? failure.fieldError('challengeToken') ?? failure.fieldError('email'))
              : undefined;
          form.setFieldValue('code', '');
          form.setFieldError('code', String(errorText(field ?? failure.message)));
          if (failure instanceof ApiError && failure.fieldError('challengeToken')) clearChallenge();
        },
      },
    );
  return (
    <AuthLayout
      pageTitle={t('pages.twoSteps')}
      title={t('twoSteps.title')}
      subtitle={useRecovery ? t('twoSteps.recoverySubtitle') : t('twoSteps.subtitle')}
    >
      <form noValidate onSubmit={form.onSubmit(({ code }) => send(code))}>
        <Stack gap="md">
          {useRecovery ? (
            <TextInput
              label={t('twoSteps.recoveryLabel')}
              {...form.getInputProps('code')}
              autoComplete="off"
              autoFocus
              dir="ltr"
            />
          ) : (
            <OneTimeCodeInput
              label={t('twoSteps.codeLabel')}
              value={form.values.code}
              onChange={(value) => form.setFieldValue('code', value)}
              onComplete={send}
              error={form.errors.code as string | undefined}
              autoFocus
              size="md"
            />
          )}
          <Button type="submit" fullWidth size="md" loading={twoSteps.isPending}>
            {t('twoSteps.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap={4} align="center">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setUseRecovery((value) => !value);
            form.reset();
          }}
        >
          {useRecovery ? t('twoSteps.useApp') : t('twoSteps.useRecovery')}
        </Anchor>
        <Anchor component={Link} to={loginHref} size="sm" onClick={() => clearChallenge()}>
          {t('twoSteps.backToLogin')}
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
