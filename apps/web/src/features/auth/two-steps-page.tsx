import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { OneTimeCodeInput } from '@/components/one-time-code-input';
import { notifications } from '@mantine/notifications';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
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

  const submit = (value = code) => {
    const trimmed = value.trim();
    if (!useRecovery && !/^\d{6}$/.test(trimmed)) return setError(t('twoSteps.codeLength'));
    if (useRecovery && trimmed.length < 10) return setError(t('twoSteps.recoveryLength'));
    setError(null);
    twoSteps.mutate(
      { challengeToken: challenge.challengeToken, code: trimmed },
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
          setCode('');
          const field =
            failure instanceof ApiError
              ? (failure.fieldError('code') ?? failure.fieldError('challengeToken') ?? failure.fieldError('email'))
              : undefined;
          setError(String(errorText(field ?? failure.message)));
          if (failure instanceof ApiError && failure.fieldError('challengeToken')) clearChallenge();
        },
      },
    );
  };

  return (
    <AuthLayout
      pageTitle={t('pages.twoSteps')}
      title={t('twoSteps.title')}
      subtitle={useRecovery ? t('twoSteps.recoverySubtitle') : t('twoSteps.subtitle')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {useRecovery ? (
            <TextInput
              label={t('twoSteps.recoveryLabel')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={error}
              autoComplete="off"
              autoFocus
              dir="ltr"
            />
          ) : (
            <OneTimeCodeInput
              label={t('twoSteps.codeLabel')}
              value={code}
              onChange={setCode}
              onComplete={(value) => submit(value)}
              error={error}
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
            setCode('');
            setError(null);
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
