import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { USER_PLANS, type UserDetail, type UserPlanValue } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { usePlanLabel } from './user-shared';
import { useUpdateUser } from './users.api';

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
  const planLabel = usePlanLabel();
  const errorText = useErrorText('users:errors');
  const update = useUpdateUser();
  const [plan, setPlan] = useState<UserPlanValue>(user.currentPlan);
  const save = () =>
    update.mutate(
      { id: user.id, body: { version: user.version, currentPlan: plan } },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('billing.upgraded', { plan: planLabel(plan) }) });
          onClose();
        },
        onError: (error) =>
          notifications.show({ color: 'error', title: t('billing.upgradeFailed'), message: errorText(error.message) }),
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={t('billing.upgradeTitle')} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('billing.upgradeText', { name: user.fullName })}
        </Text>
        <Radio.Group value={plan} onChange={(value) => setPlan(value as UserPlanValue)} label={t('fields.plan')}>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={save} loading={update.isPending} disabled={plan === user.currentPlan}>
            {t('billing.upgradeSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
