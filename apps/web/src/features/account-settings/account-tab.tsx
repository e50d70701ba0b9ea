import {
  accountProfileUpdateSchema,
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  CURRENCIES,
  LANGUAGES,
  type AccountProfile,
  type AccountProfileUpdate,
} from '@mizan/contracts';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Checkbox,
  FileButton,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { session } from '@/lib/session';
import {
  accountProfileQuery,
  useDeactivateAccount,
  useRemoveAvatar,
  useUpdateProfile,
  useUploadAvatar,
} from './account-settings.api';
import {
  applyFieldErrors,
  ConfirmDialog,
  SectionError,
  SectionSkeleton,
  useFailureToast,
} from './account-settings-shared';

const PROFILE_FIELDS = [
  'fullName',
  'email',
  'contact',
  'language',
  'timeZone',
  'currency',
  'designation',
  'location',
  'about',
] as const;
type ProfileForm = Required<Omit<AccountProfileUpdate, 'version'>> & { version: number };

const toForm = (profile: AccountProfile): ProfileForm => ({
  fullName: profile.fullName,
  email: profile.email,
  contact: profile.contact,
  language: profile.language as ProfileForm['language'],
  timeZone: profile.timeZone,
  currency: profile.currency as ProfileForm['currency'],
  designation: profile.designation,
  location: profile.location,
  about: profile.about,
  version: profile.version,
});

const timeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
};

export function AccountTab() {
  const profile = useQuery(accountProfileQuery());
  if (profile.isPending) return <SectionSkeleton rows={8} />;
  if (profile.isError) return <SectionError onRetry={() => void profile.refetch()} />;
  return (
    <Stack gap="lg">
      <ProfileCard profile={profile.data} />
      <DeactivateCard />
    </Stack>
  );
}

function AvatarPicker({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [error, setError] = useState<string | null>(null);

  const pick = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setError(t('account.avatar.badType'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('account.avatar.tooBig'));
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t('account.avatar.uploaded') }),
      onError: (failure) =>
        setError(
          String(
            errorText(failure instanceof ApiError ? (failure.fieldError('file') ?? failure.message) : failure.message),
          ),
        ),
    });
  };

  return (
    <Group gap="lg" align="center" wrap="wrap">
      <Avatar
        src={profile.avatar}
        name={profile.fullName}
        color="initials"
        size={100}
        radius="md"
        alt={profile.fullName}
      />
      <Stack gap="xs">
        <Group gap="sm">
          <FileButton onChange={pick} accept={AVATAR_TYPES.join(',')}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                {t('account.avatar.upload')}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            disabled={!profile.avatar}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => notifications.show({ color: 'green', message: t('account.avatar.removed') }),
                onError: (failure) => setError(String(errorText(failure.message))),
              })
            }
          >
            {t('account.avatar.reset')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('account.avatar.hint')}
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function ProfileCard({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const failed = useFailureToast();
  const update = useUpdateProfile();
  const zones = useMemo(() => [...new Set(['UTC', profile.timeZone, ...timeZones()])], [profile.timeZone]);
  const form = useForm<ProfileForm>({
    initialValues: toForm(profile),
    validate: schemaResolver(accountProfileUpdateSchema, { sync: true }),
  });

  // A newer version from the server (after a save or a conflict) becomes the form's base.
  useEffect(() => {
    if (profile.version !== form.values.version) {
      form.setInitialValues(toForm(profile));
      form.setValues(toForm(profile));
      form.resetDirty();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stored version changes
  }, [profile.version]);

  const submit = form.onSubmit((values) => {
    update.mutate(accountProfileUpdateSchema.parse(values) as AccountProfileUpdate, {
      onSuccess: () => notifications.show({ color: 'green', message: t('account.saved') }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          notifications.show({ color: 'orange', title: t('account.conflictTitle'), message: errorText(error.message) });
          return;
        }
        if (!applyFieldErrors(error, PROFILE_FIELDS, form.setFieldError, errorText)) failed(error);
      },
    });
  });

  const input = (field: (typeof PROFILE_FIELDS)[number]) => {
    const props = form.getInputProps(field);
    return { ...props, error: errorText(props.error), label: t(`account.fields.${field}`) };
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="lg">
        <Title order={2} size="h4">
          {t('account.title')}
        </Title>
        <AvatarPicker profile={profile} />
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...input('fullName')} autoComplete="name" required withAsterisk={false} />
              <TextInput {...input('email')} type="email" autoComplete="email" required withAsterisk={false} />
              <TextInput {...input('contact')} type="tel" autoComplete="tel" placeholder="+1 202 555 0111" />
              <TextInput {...input('designation')} autoComplete="organization-title" />
              <TextInput {...input('location')} autoComplete="address-level2" />
              <Select
                {...input('language')}
                data={LANGUAGES.map((language) => ({ value: language, label: t(`common:languages.${language}`) }))}
                allowDeselect={false}
              />
              <Select
                {...input('timeZone')}
                data={zones}
                searchable
                allowDeselect={false}
                nothingFoundMessage={t('common:states.empty')}
              />
              <Select {...input('currency')} data={[...CURRENCIES]} allowDeselect={false} />
            </SimpleGrid>
            <Textarea {...input('about')} autosize minRows={3} maxRows={8} />
            <Group gap="sm">
              <Button type="submit" loading={update.isPending}>
                {t('common:actions.save')}
              </Button>
              <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
                {t('account.discard')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

function DeactivateCard() {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const failed = useFailureToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deactivate = useDeactivateAccount();
  const [asking, setAsking] = useState(false);
  const form = useForm({
    initialValues: { confirm: false, password: '' },
    validate: {
      confirm: (value) => (value ? null : t('deactivate.confirmRequired')),
      password: (value) => (value ? null : t('deactivate.passwordRequired')),
    },
  });

  const run = () => {
    deactivate.mutate(
      { password: form.values.password, confirm: true },
      {
        onSuccess: async () => {
          setAsking(false);
          session.clear();
          queryClient.clear();
          notifications.show({ color: 'green', message: t('deactivate.done') });
          await navigate({ to: '/login' });
        },
        onError: (error) => {
          setAsking(false);
          if (!applyFieldErrors(error, ['password', 'confirm'], form.setFieldError, errorText)) failed(error);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={form.onSubmit(() => setAsking(true))} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('deactivate.title')}
          </Title>
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={t('deactivate.warningTitle')}
          >
            {t('deactivate.warning')}
          </Alert>
          <Checkbox {...form.getInputProps('confirm', { type: 'checkbox' })} label={t('deactivate.confirmLabel')} />
          <PasswordInput
            {...form.getInputProps('password')}
            label={t('deactivate.password')}
            autoComplete="current-password"
            maw={360}
          />
          <Group>
            <Button type="submit" color="red">
              {t('deactivate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={asking}
        title={t('deactivate.dialogTitle')}
        message={t('deactivate.dialogText')}
        confirmLabel={t('deactivate.submit')}
        loading={deactivate.isPending}
        onConfirm={run}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
