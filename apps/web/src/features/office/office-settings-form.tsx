import { Button, Card, Divider, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { officeSettingsSchema, type OfficeSettingsResponse } from '@mizan/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
import { OpenSignUpConfirm } from '@/components/open-sign-up-confirm';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useSaveOfficeSettings } from '@/lib/office-settings.api';
import { officeTime } from '@/lib/office-time';
import { TimeZoneSelect } from './time-zone-select';
import { useNow } from './use-now';

interface Values {
  timeZone: string;
  publicRegistration: boolean;
}

const resolve = schemaResolver(officeSettingsSchema, { sync: true });

/**
 * The office's settings as one form, saved with the version they were read at. Mounted again (keyed by the version)
 * when the stored record changes, so after a save or a conflict it starts from what is stored.
 */
export function OfficeSettingsForm({
  settings,
  onSaved,
  onStale,
}: {
  settings: OfficeSettingsResponse;
  onSaved: () => void;
  /** Someone else saved meanwhile (409): the page says so and reads the record again. */
  onStale: () => void;
}) {
  const { t, i18n } = useTranslation('office');
  const errorText = useErrorText('office:errors');
  const save = useSaveOfficeSettings();
  const [confirming, setConfirming] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const now = useNow();
  const form = useForm<Values>({
    initialValues: { timeZone: settings.timeZone, publicRegistration: settings.publicRegistration },
    validate: resolve,
  });
  const chosen = form.values.timeZone;

  const write = (values: Values, root: HTMLElement | null) =>
    save.mutate(
      { ...values, version: settings.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('saved') });
          onSaved();
        },
        onError: (error) => {
          setConfirming(false);
          if (error instanceof ApiError && error.status === 409) return onStale();
          const field = error instanceof ApiError ? error.fieldError('timeZone') : undefined;
          if (field) {
            form.setFieldError('timeZone', field);
            focusFirstInvalid(root);
          }
          notifications.show({ color: 'error', title: t('saveFailed'), message: errorText(field ?? error.message) });
        },
      },
    );

  const submit = form.onSubmit(
    (values, event) => {
      // Opening sign-up lets anyone in with the Client role: asked first, as on the users list.
      if (values.publicRegistration && !settings.publicRegistration) setConfirming(true);
      else write(values, event?.currentTarget ?? null);
    },
    (_errors, _values, event) => focusFirstInvalid(event?.currentTarget ?? null),
  );

  // What the chosen zone's clock reads now, before it is saved (the clock card shows the saved one).
  const preview =
    chosen && chosen !== settings.timeZone ? officeTime(chosen, i18n.language).time(now.toISOString()) : null;

  return (
    <Card component="form" ref={formElement} withBorder radius="md" padding="lg" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('timeZone.title')}
          </Title>
          <TimeZoneSelect
            stored={settings.timeZone}
            label={t('timeZone.label')}
            description={t('timeZone.description')}
            {...form.getInputProps('timeZone')}
            error={errorText(form.errors.timeZone)}
          />
          {preview && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('timeZone.preview', { time: preview })}
            </Text>
          )}
        </Stack>
        <Divider />
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('registration.title')}
          </Title>
          <Switch
            {...form.getInputProps('publicRegistration', { type: 'checkbox' })}
            label={t('registration.label')}
            description={t(form.values.publicRegistration ? 'registration.openHint' : 'registration.closedHint')}
          />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!form.isDirty() || save.isPending} onClick={() => form.reset()}>
            {t('reset')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
      <OpenSignUpConfirm
        namespace="office"
        opened={confirming}
        loading={save.isPending}
        onConfirm={() => write(form.getValues(), formElement.current)}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
