import { registerBodySchema } from '@mizan/contracts';
import { Anchor, Button, Center, Checkbox, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { session } from '@/lib/session';
import { registrationStatusQuery, useRegisterMutation } from './auth.api';
import { AuthLayout } from './auth-layout';
import { EmailInput } from './email-input';
import { visibilityToggleProps } from './password-visibility';
import { RegistrationClosed } from './registration-closed';

/** The server's body plus the terms box, which only the form needs. */
const registerFormSchema = z.extend(z.pick(registerBodySchema, { username: true, email: true, password: true }), {
  acceptTerms: z.literal(true, { error: 'Accept the privacy policy and terms' }),
});
type RegisterValues = { username: string; email: string; password: string; acceptTerms: boolean };
const FIELDS = ['username', 'email', 'password'] as const;

/** The sign-up form while the office accepts new accounts; otherwise the way to get one (an invitation). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const registration = useQuery(registrationStatusQuery());
  if (registration.data?.open === false) return <RegistrationClosed />;
  if (registration.isPending) {
    return (
      <AuthLayout pageTitle={t('pages.register')} title={t('register.title')}>
        <Center py="xl">
          <Loader size="sm" aria-label={t('common:states.loading')} />
        </Center>
      </AuthLayout>
    );
  }
  // Open, or unknown (the call failed): the form, since the server refuses a closed sign-up anyway.
  return <RegisterForm />;
}

function RegisterForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const register = useRegisterMutation();
  const form = useForm<RegisterValues>({
    initialValues: { username: '', email: '', password: '', acceptTerms: false },
    validate: schemaResolver(registerFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ username, email, password }) => {
    register.mutate(
      { username: username.trim(), email: email.trim(), password },
      {
        onSuccess: async (response) => {
          session.set(response);
          notifications.show({
            color: 'green',
            title: t('register.success', { name: response.userData.username }),
            message: t('register.successText'),
          });
          await router.navigate({ to: '/', replace: true });
        },
        onError: (error) => {
          // Closed while the form was open: show why, and the way to an account, instead of a toast.
          if (error instanceof ApiError && error.status === 403) {
            queryClient.setQueryData(registrationStatusQuery().queryKey, { open: false });
            return;
          }
          const field = error instanceof ApiError ? FIELDS.find((name) => error.fieldError(name)) : undefined;
          if (field && error instanceof ApiError) form.setFieldError(field, error.fieldError(field));
          else notifications.show({ color: 'red', title: t('register.failed'), message: errorText(error.message) });
        },
      },
    );
  });

  const field = (name: keyof RegisterValues) => {
    const props = form.getInputProps(name, name === 'acceptTerms' ? { type: 'checkbox' } : undefined);
    return { ...props, error: errorText(props.error) };
  };

  return (
    <AuthLayout pageTitle={t('pages.register')} title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            {...field('username')}
            label={t('fields.username')}
            placeholder={t('fields.usernamePlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            autoFocus
            required
            withAsterisk={false}
          />
          <EmailInput {...field('email')} />
          <PasswordInput
            {...field('password')}
            label={t('fields.password')}
            description={t('fields.passwordRule')}
            placeholder="••••••••"
            autoComplete="new-password"
            required
            withAsterisk={false}
            visibilityToggleButtonProps={visibilityToggleProps(t('fields.toggleVisibility'))}
          />
          <Checkbox {...field('acceptTerms')} label={t('fields.acceptTerms')} />
          <Button type="submit" fullWidth size="md" loading={register.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login" fw={600}>
          {t('register.signInInstead')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
