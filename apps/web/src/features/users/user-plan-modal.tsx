import { Radio, Stack, Text, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { USER_PLANS, type UserDetail, type UserPlanValue } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { useErrorText } from '@/lib/error-text';
import { usePlanLabel } from './user-shared';
import { useUpdateUser } from './users.api';

/** Changing a user's plan (billing tab and view card). */
export function UpgradePlanModal({
  user,
  opened,
  onClose,
}: {
  user: UserDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  return (
    <DialogForm opened={opened} onClose={onClose} title={t('billing.upgradeTitle')} size="md">
      <PlanForm user={user} onSaved={onClose} />
    </DialogForm>
  );
}

function PlanForm({ user, onSaved }: { user: UserDetail; onSaved: () => void }) {
  const { t } = useTranslation('users');
  const planLabel = usePlanLabel();
  const errorText = useErrorText('users:errors');
  const update = useUpdateUser();
  const form = useForm<{ plan: UserPlanValue }>({ initialValues: { plan: user.currentPlan } });
  const submit = form.onSubmit(({ plan }) =>
    update.mutate(
      { id: user.id, body: { version: user.version, currentPlan: plan } },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('billing.upgraded', { plan: planLabel(plan) }) });
          onSaved();
        },
        onError: (error) =>
          notifications.show({ color: 'error', title: t('billing.upgradeFailed'), message: errorText(error.message) }),
      },
    ),
  );
  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Text size="sm" c="dimmed">
        {t('billing.upgradeText', { name: user.fullName })}
      </Text>
      <Radio.Group {...form.getInputProps('plan')} label={t('fields.plan')}>
        <Stack gap="xs" mt="xs">
          {USER_PLANS.map((value) => (
            <Radio.Card key={value} value={value} p="sm" radius="md">
              <Group wrap="nowrap">
                <Radio.Indicator />
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {planLabel(value)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`planFeatures.${value}`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {/* Nothing to send until another plan is picked. */}
      <FormActions submitLabel={t('billing.upgradeSubmit')} loading={update.isPending} disabled={!form.isDirty()} />
    </DialogFormBody>
  );
}
