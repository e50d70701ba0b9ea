import {
  BILLING_METHODS,
  PLAN_PRICES,
  USER_PLAN_NAMES,
  type AccountProfile,
  type UserPlanName,
} from '@mizan/contracts';
import { Badge, Button, Card, Group, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { ApiError } from '@/lib/api';
import { formatCurrency } from '@/lib/currency';
import { useErrorText } from '@/lib/error-text';
import { accountProfileQuery, useUpdateBilling } from './account-settings.api';
import { SectionError, SectionSkeleton, useFailureToast } from './account-settings-shared';

const isPlan = (value: string): value is UserPlanName => (USER_PLAN_NAMES as readonly string[]).includes(value);

function usePrice() {
  const { i18n } = useTranslation();
  return (plan: UserPlanName) =>
    formatCurrency(i18n.language, PLAN_PRICES[plan] / 100, { currency: 'USD', maximumFractionDigits: 0 });
}

export function BillingTab() {
  const profile = useQuery(accountProfileQuery());
  if (profile.isPending) return <SectionSkeleton rows={4} />;
  if (profile.isError) return <SectionError onRetry={() => void profile.refetch()} />;
  return <BillingCard profile={profile.data} />;
}

function BillingCard({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  const failed = useFailureToast();
  const price = usePrice();
  const update = useUpdateBilling();
  const [upgrading, setUpgrading] = useState(false);
  const current = isPlan(profile.currentPlan) ? profile.currentPlan : 'basic';

  const save = (
    changes: { currentPlan?: UserPlanName; billing?: (typeof BILLING_METHODS)[number] },
    done?: () => void,
  ) =>
    update.mutate(
      { ...changes, version: profile.version },
      {
        onSuccess: () => {
          done?.();
          notifications.show({ color: 'green', message: t('billing.saved') });
        },
        onError: (error) =>
          error instanceof ApiError && error.status === 409
            ? notifications.show({
                color: 'orange',
                title: t('account.conflictTitle'),
                message: errorText(error.message),
              })
            : failed(error),
      },
    );

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('billing.currentPlan')}
          </Title>
          <Group justify="space-between" wrap="wrap" gap="md">
            <div>
              <Group gap="xs">
                <Text fw={600} size="lg">
                  {t(`billing.plans.${current}`)}
                </Text>
                <Badge variant="light">{t('billing.perMonth', { price: price(current) })}</Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t(`billing.planText.${current}`)}
              </Text>
            </div>
            <Button onClick={() => setUpgrading(true)}>{t('billing.upgrade')}</Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('billing.noPayment')}
          </Text>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('billing.method')}
          </Title>
          <Select
            label={t('billing.methodLabel')}
            maw={360}
            value={profile.billing}
            allowDeselect={false}
            disabled={update.isPending}
            data={BILLING_METHODS.map((method) => ({ value: method, label: t(`billing.methods.${method}`) }))}
            onChange={(value) =>
              value && value !== profile.billing && save({ billing: value as (typeof BILLING_METHODS)[number] })
            }
          />
        </Stack>
      </Card>
      <DialogForm opened={upgrading} onClose={() => setUpgrading(false)} title={t('billing.upgradeTitle')}>
        <PlanForm
          current={current}
          saving={update.isPending}
          onSave={(plan) => save({ currentPlan: plan }, () => setUpgrading(false))}
        />
      </DialogForm>
    </Stack>
  );
}

/** The plans side by side; sends the one picked, if it is another. */
function PlanForm({
  current,
  saving,
  onSave,
}: {
  current: UserPlanName;
  saving: boolean;
  onSave: (plan: UserPlanName) => void;
}) {
  const { t } = useTranslation('account-settings');
  const price = usePrice();
  const form = useForm<{ plan: UserPlanName }>({ initialValues: { plan: current } });
  return (
    <DialogFormBody onSubmit={form.onSubmit(({ plan }) => onSave(plan))} unsaved={form.isDirty()}>
      <Radio.Group {...form.getInputProps('plan')} label={t('billing.choosePlan')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {USER_PLAN_NAMES.map((plan) => (
            <Radio.Card key={plan} value={plan} radius="md" p="md" withBorder>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{t(`billing.plans.${plan}`)}</Text>
                  <Text size="sm">{t('billing.perMonth', { price: price(plan) })}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`billing.planText.${plan}`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {/* Nothing to send until another plan is picked. */}
      <FormActions submitLabel={t('billing.confirmPlan')} loading={saving} disabled={!form.isDirty()} />
    </DialogFormBody>
  );
}
