import { Alert, Button, Group, Loader, Paper, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { StoreSettings } from '@mizan/contracts';
import {
  IconBell,
  IconBuildingStore,
  IconCreditCard,
  IconInfoCircle,
  IconMapPin,
  IconShoppingCart,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
import { StaleAlert } from '@/components/stale-alert';
import { useLeaveGuard } from '@/components/leave-guard';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api';
import { useFormSnapshot } from '@/lib/form-snapshot';
import { useErrorText } from '@/lib/error-text';
import { ability, useSessionUser } from '@/lib/session';
import { SETTINGS_TABS, type SettingsTab } from './ecommerce.search';
import { tabOfField, toBody, toValues, validateSettings, type SettingsValues } from './settings-form';
import { CheckoutSection, NotificationsSection, PaymentsSection, StoreSection } from './settings-sections';
import { LocationsSection, ShippingSection } from './settings-shipping-section';
import { storeSettingsQuery, useUpdateStoreSettings } from './settings.api';

const TAB_ICONS: Record<SettingsTab, ReactNode> = {
  store: <IconBuildingStore size={18} aria-hidden />,
  payments: <IconCreditCard size={18} aria-hidden />,
  checkout: <IconShoppingCart size={18} aria-hidden />,
  shipping: <IconTruckDelivery size={18} aria-hidden />,
  locations: <IconMapPin size={18} aria-hidden />,
  notifications: <IconBell size={18} aria-hidden />,
};

/** `/apps/ecommerce/settings?tab=…`: the store's settings, one form over the whole object, a tab per section. */
export function SettingsPage({ tab, onTabChange }: { tab: SettingsTab; onTabChange: (next: SettingsTab) => void }) {
  const { t } = useTranslation('ecommerce');
  useSessionUser();
  const settings = useQuery(storeSettingsQuery());
  /** The settings the form was filled from: kept while the cache refreshes, replaced on save or by "reload". */
  const { shown, generation, reload, setLoaded } = useFormSnapshot(settings);

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="ecommerceSettings" title={t('settings.title')} />
      {settings.isError && !shown ? (
        <LoadErrorAlert title={t('settings.loadError')} onRetry={() => void settings.refetch()} />
      ) : !shown ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('settings.loading')} />
        </Group>
      ) : (
        <SettingsForm
          key={generation}
          settings={shown}
          tab={tab}
          onTabChange={onTabChange}
          reloading={settings.isFetching}
          onReload={() => void reload()}
          onSaved={setLoaded}
        />
      )}
    </Stack>
  );
}

function SettingsForm({
  settings,
  tab,
  onTabChange,
  reloading,
  onReload,
  onSaved,
}: {
  settings: StoreSettings;
  tab: SettingsTab;
  onTabChange: (next: SettingsTab) => void;
  reloading: boolean;
  onReload: () => void;
  onSaved: (saved: StoreSettings) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const errorText = useErrorText('ecommerce:settings.errors');
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const editable = ability.can('update', 'Store');
  const update = useUpdateStoreSettings();
  const [version, setVersion] = useState(settings.version);
  const [stale, setStale] = useState<string | null>(null);
  const form = useForm<SettingsValues>({ initialValues: toValues(settings), validate: validateSettings });
  const dirty = form.isDirty();
  const { guard } = useLeaveGuard(dirty);
  const formElement = useRef<HTMLFormElement>(null);
  /** The section whose first invalid field is focused once it shows (switching section goes through the URL). */
  const focusIn = useRef<SettingsTab | null>(null);

  useEffect(() => {
    if (focusIn.current !== tab) return;
    focusIn.current = null;
    focusFirstInvalid(formElement.current);
  });

  const goToFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (!first) return;
    focusIn.current = tabOfField(first);
    if (tabOfField(first) !== tab) onTabChange(tabOfField(first));
  };

  // Built at submit time: its handlers reach the focus request, which render must not read.
  const save = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      (values) => {
        setStale(null);
        update.mutate(toBody(values, version), {
          onSuccess: (saved) => {
            const next = toValues(saved);
            form.setInitialValues(next);
            form.setValues(next);
            form.resetDirty(next);
            setVersion(saved.version);
            onSaved(saved);
            notifications.show({ color: 'success', message: t('settings.saved') });
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) {
              setStale(error.message);
              return;
            }
            const fields = error instanceof ApiError ? (error.body.errors ?? {}) : {};
            const entries = Object.entries(fields).filter(([, messages]) => messages?.[0]);
            if (entries.length > 0) {
              form.setErrors(Object.fromEntries(entries.map(([name, messages]) => [name, messages?.[0]])));
              goToFirstError(Object.fromEntries(entries));
            }
            notifications.show({
              color: 'error',
              title: t('settings.saveFailed'),
              message: errorText(entries[0]?.[1]?.[0] ?? error.message),
            });
          },
        });
      },
      (errors) => {
        goToFirstError(errors);
        notifications.show({ color: 'error', message: t('settings.invalid') });
      },
    )(event);

  const discard = () => {
    form.reset();
    setStale(null);
  };

  const section = (value: SettingsTab) => {
    switch (value) {
      case 'store':
        return <StoreSection form={form} />;
      case 'payments':
        return <PaymentsSection form={form} />;
      case 'checkout':
        return <CheckoutSection form={form} />;
      case 'shipping':
        return <ShippingSection form={form} editable={editable} />;
      case 'locations':
        return <LocationsSection form={form} editable={editable} />;
      case 'notifications':
        return <NotificationsSection form={form} />;
    }
  };

  const tabList = (
    <Tabs.List aria-label={t('settings.tabsLabel')} style={desktop ? undefined : { flexWrap: 'nowrap' }}>
      {SETTINGS_TABS.map((value) => (
        <Tabs.Tab key={value} value={value} leftSection={TAB_ICONS[value]} style={{ whiteSpace: 'nowrap' }}>
          {t(`settings.tabs.${value}`)}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );

  return (
    <form ref={formElement} onSubmit={save} noValidate>
      <Stack gap="md">
        {stale && (
          <StaleAlert
            title={errorText(stale)}
            reloadLabel={t('settings.reload')}
            reloading={reloading}
            onReload={onReload}
          />
        )}
        {settings.version === 0 && (
          <Alert color="info" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
            {t('settings.defaultsNotice')}
          </Alert>
        )}
        {!editable && (
          <Text size="sm" c="dimmed">
            {t('settings.readOnly')}
          </Text>
        )}
        <Tabs
          value={tab}
          onChange={(value) => value && onTabChange(value as SettingsTab)}
          orientation={desktop ? 'vertical' : 'horizontal'}
          keepMounted={false}
          variant={desktop ? 'pills' : 'default'}
        >
          {desktop ? (
            <Paper withBorder p="xs" radius="md" miw={200} me="md" style={{ alignSelf: 'flex-start' }}>
              {tabList}
            </Paper>
          ) : (
            <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x" mb="md">
              {tabList}
            </ScrollArea>
          )}
          {SETTINGS_TABS.map((value) => (
            <Tabs.Panel key={value} value={value} style={{ flex: 1, minWidth: 0 }}>
              <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
                <fieldset disabled={!editable} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
                  {section(value)}
                </fieldset>
              </Paper>
            </Tabs.Panel>
          ))}
        </Tabs>
        {editable && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={discard} disabled={!dirty || update.isPending}>
              {t('settings.discard')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!dirty || stale !== null}>
              {t('settings.save')}
            </Button>
          </Group>
        )}
      </Stack>
      {guard}
    </form>
  );
}
