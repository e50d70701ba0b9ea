import { Alert, Button, Collapse, Grid, Group, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { passwordSchema, type UserDetail } from '@mizan/contracts';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useSetUserPassword } from './users.api';

/**
 * Setting someone's password by hand: a fallback, folded away, for a person who can't receive e-mail. The reader
 * then has to pass the password on, which the reset link avoids.
 */
export function ManualPasswordOption({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const Chevron = opened ? IconChevronUp : IconChevronDown;
  return (
    <>
      <Group mt="md">
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          rightSection={<Chevron size={14} aria-hidden />}
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={() => setOpened((value) => !value)}
        >
          {t('security.manualToggle')}
        </Button>
      </Group>
      <Collapse expanded={opened} id={panelId}>
        {opened && <ManualPasswordForm user={user} onSet={() => setOpened(false)} />}
      </Collapse>
    </>
  );
}

function ManualPasswordForm({ user, onSet }: { user: UserDetail; onSet: () => void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText('users:errors');
  const setPassword = useSetUserPassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => {
        const result = passwordSchema.safeParse(value);
        return result.success ? null : result.error.issues[0]?.message;
      },
      confirm: (value, values) => (value === values.password ? null : "The passwords don't match"),
    },
  });
  const submit = form.onSubmit(
    ({ password }, event) => {
      const formElement = event?.currentTarget ?? null;
      setPassword.mutate(
        { id: user.id, password },
        {
          onSuccess: () => {
            // The server signs the user out everywhere; their sessions refresh with the user's other queries.
            notifications.show({ color: 'success', message: t('security.passwordSet', { name: user.fullName }) });
            onSet();
          },
          onError: (error) => {
            const field = error instanceof ApiError ? error.fieldError('password') : undefined;
            if (!field) {
              notifications.show({
                color: 'error',
                title: t('security.passwordFailed'),
                message: errorText(error.message),
              });
              return;
            }
            form.setFieldError('password', field);
            focusFirstInvalid(formElement);
          },
        },
      );
    },
    (_errors, _values, event) => focusFirstInvalid(event?.currentTarget ?? null),
  );
  const field = (name: 'password' | 'confirm') => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(props.error as string) };
  };
  return (
    <form onSubmit={submit} noValidate>
      <Alert variant="light" color="warning" mt="sm" mb="md">
        {t('security.manualHint')}
      </Alert>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PasswordInput {...field('password')} label={t('security.newPassword')} autoComplete="new-password" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PasswordInput {...field('confirm')} label={t('security.confirmPassword')} autoComplete="new-password" />
        </Grid.Col>
      </Grid>
      <Button type="submit" variant="default" mt="md" loading={setPassword.isPending}>
        {t('security.submit')}
      </Button>
    </form>
  );
}
