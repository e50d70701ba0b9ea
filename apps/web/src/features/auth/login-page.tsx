import { loginBodySchema, type LoginBody } from '@mizan/contracts';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { postLoginPath } from '@/lib/guard';
import { session } from '@/lib/session';
import { isTwoFactorChallenge, registrationStatusQuery, useLoginMutation } from './auth.api';
import { AuthLayout } from './auth-layout';
import { EmailInput } from './email-input';
import { DemoAccounts } from './demo-accounts';
import { visibilityToggleProps } from './password-visibility';
import { saveChallenge } from './two-step-challenge';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const router = useRouter();
  const login = useLoginMutation();
  // Offered only once the server says sign-up is open; a closed office says how accounts come instead.
  const registration = useQuery(registrationStatusQuery());
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginBodySchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(loginBodySchema.parse(values), {
      onSuccess: async (response) => {
        if (isTwoFactorChallenge(response)) {
          // Two-step verification: the code is asked on its own page; the query (with `to`) goes along.
          saveChallenge(response);
          await router.navigate({ href: `/two-steps${router.state.location.searchStr}` });
          return;
        }
        session.set(response);
        notifications.show({
          color: 'green',
          title: t('login.success', { name: response.userData.fullName || response.userData.username }),
          message: t('login.successText'),
        });
        // The raw query, not the parsed one: the original query comes back exactly as it was typed.
        await router.navigate({ href: postLoginPath(router.state.location.searchStr), replace: true });
      },
      onError: (error) => {
        // Spec §8: a refused sign-in answers per field (errors.email); anything else gets a toast.
        const field = error instanceof ApiError ? FIELDS.find((name) => error.fieldError(name)) : undefined;
        if (field && error instanceof ApiError) form.setFieldError(field, error.fieldError(field));
        else notifications.show({ color: 'red', title: t('login.failed'), message: errorText(error.message) });
      },
    });
  });

  const passwordProps = form.getInputProps('password');

  return (
    <AuthLayout pageTitle={t('pages.login')} title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailInput {...form.getInputProps('email')} autoComplete="username" autoFocus />
          <div>
            <PasswordInput
              {...passwordProps}
              error={errorText(passwordProps.error)}
              label={t('fields.password')}
              placeholder="••••••••"
              autoComplete="current-password"
              required
              withAsterisk={false}
              visibilityToggleButtonProps={visibilityToggleProps(t('fields.toggleVisibility'))}
            />
            <Group justify="flex-end" mt={6}>
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t('login.forgot')}
              </Anchor>
            </Group>
          </div>
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {registration.data?.open ? (
        <Text ta="center" size="sm">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/register" fw={600}>
            {t('login.createAccount')}
          </Anchor>
        </Text>
      ) : (
        registration.data && (
          <Text ta="center" size="sm" c="dimmed">
            {t('login.byInvitation')}
          </Text>
        )
      )}
      <DemoAccounts
        onPick={(email, password) => {
          form.setValues({ email, password });
          form.clearErrors();
        }}
      />
    </AuthLayout>
  );
}
