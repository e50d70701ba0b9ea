import {
  accountProfileUpdateSchema,
  CURRENCIES,
  LANGUAGES,
  type AccountProfile,
  type AccountProfileUpdate,
} from '@mizan/contracts';
import { Button, Card, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
import { useLeaveGuard } from '@/components/leave-guard';
import { ApiError } from '@/lib/api';
import { languageName } from '@/lib/display-names';
import { useErrorText } from '@/lib/error-text';
import { i18n } from '@/lib/i18n';
import { accountProfileQuery, useUpdateProfile } from './account-settings.api';
import { applyFieldErrors, SectionError, SectionSkeleton, useFailureToast } from './account-settings-shared';
import { AvatarPicker } from './avatar-picker';
import { DeactivateCard } from './deactivate-card';

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
  return <AccountForms profile={profile.data} />;
}

/**
 * The profile form, then deactivation. Leaving the page (another tab, a link) with unsaved profile input asks
 * first; deactivating signs out without asking.
 */
function AccountForms({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const failed = useFailureToast();
  const update = useUpdateProfile();
  const zones = useMemo(() => [...new Set(['UTC', profile.timeZone, ...timeZones()])], [profile.timeZone]);
  const form = useForm<ProfileForm>({
    initialValues: toForm(profile),
    validate: schemaResolver(accountProfileUpdateSchema, { sync: true }),
  });
  const { guard, release } = useLeaveGuard(form.isDirty());

  // A newer version from the server (after a save or a conflict) becomes the form's base.
  useEffect(() => {
    if (profile.version !== form.values.version) {
      form.setInitialValues(toForm(profile));
      form.setValues(toForm(profile));
      form.resetDirty();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stored version changes
  }, [profile.version]);

  const submit = form.onSubmit(
    (values, event) => {
      const formElement = event?.currentTarget ?? null;
      update.mutate(accountProfileUpdateSchema.parse(values) as AccountProfileUpdate, {
        onSuccess: () => notifications.show({ color: 'green', message: t('account.saved') }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            notifications.show({
              color: 'orange',
              title: t('account.conflictTitle'),
              message: errorText(error.message),
            });
            return;
          }
          if (applyFieldErrors(error, PROFILE_FIELDS, form.setFieldError, errorText)) {
            focusFirstInvalid(formElement);
          } else failed(error);
        },
      });
    },
    (_errors, _values, event) => focusFirstInvalid(event?.currentTarget ?? null),
  );

  const input = (field: (typeof PROFILE_FIELDS)[number]) => {
    const props = form.getInputProps(field);
    return { ...props, error: errorText(props.error), label: t(`account.fields.${field}`) };
  };

  return (
    <Stack gap="lg">
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
                  data={LANGUAGES.map((language) => ({
                    value: language,
                    label: languageName(language, i18n.language),
                  }))}
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
      {guard}
      <DeactivateCard beforeLeaving={release} />
    </Stack>
  );
}
