import { Button, Card, Group, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { CUSTOMER_STATUSES, type CustomerStatus } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerEditing } from './customer-shared';

/** Security: whether the account may sign in and buy, and whether it needs a second step to sign in. */
export function CustomerSecurityTab() {
  const { detail } = useCustomerEditing();
  // A new version (saved, or reloaded after a 409) starts the form again from it.
  return <SecurityForm key={detail.version} />;
}

function SecurityForm() {
  const { t } = useTranslation('ecommerce');
  const { detail, save, saving, stale, canUpdate } = useCustomerEditing();
  const [status, setStatus] = useState<CustomerStatus>(detail.status);
  const [twoFactor, setTwoFactor] = useState(detail.twoFactorEnabled);
  const changed = status !== detail.status || twoFactor !== detail.twoFactorEnabled;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Title order={3} size="h5">
          {t('customerDetails.security.statusTitle')}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('customerDetails.security.statusHint')}
        </Text>
        <Radio.Group
          mt="md"
          value={status}
          onChange={(value) => setStatus(value as CustomerStatus)}
          label={t('customerDetails.fields.status')}
          readOnly={!canUpdate}
        >
          <Stack gap="sm" mt="xs">
            {CUSTOMER_STATUSES.map((value) => (
              <Radio
                key={value}
                value={value}
                disabled={!canUpdate}
                label={t(`customerStatus.${value}`)}
                description={t(`customerDetails.security.statusExplain.${value}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} size="h5">
          {t('customerDetails.security.twoFactorTitle')}
        </Title>
        <Switch
          mt="md"
          checked={twoFactor}
          disabled={!canUpdate}
          onChange={(event) => setTwoFactor(event.currentTarget.checked)}
          label={t('customerDetails.security.twoFactor')}
          description={t('customerDetails.security.twoFactorHint')}
        />
      </Card>
      {canUpdate && (
        <Group justify="flex-end">
          <Button
            loading={saving}
            disabled={!changed || stale}
            onClick={() => save({ status, twoFactorEnabled: twoFactor })}
          >
            {t('common.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
