import { ACCOUNT_SETTINGS_TABS, type AccountSettingsTab } from '@mizan/contracts';
import { Stack, Tabs, Title } from '@mantine/core';
import { IconBell, IconBookmark, IconLink, IconLock, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountTab } from './account-tab';
import { BillingTab } from './billing-tab';
import { ConnectionTab } from './connection-tab';
import { NotificationTab } from './notification-tab';
import { SecurityTab } from './security-tab';

const ICONS = {
  account: IconUser,
  security: IconLock,
  'billing-plans': IconBookmark,
  notification: IconBell,
  connection: IconLink,
};
const PANELS = {
  account: AccountTab,
  security: SecurityTab,
  'billing-plans': BillingTab,
  notification: NotificationTab,
  connection: ConnectionTab,
};

/** `/pages/account-settings/{tab}`: the tabs are links, so each tab has its address. */
export function AccountSettingsPage({ tab }: { tab: AccountSettingsTab }) {
  const { t } = useTranslation('account-settings');
  const Panel = PANELS[tab];
  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t('title')}
      </Title>
      <Tabs value={tab} variant="pills" keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {ACCOUNT_SETTINGS_TABS.map((value) => {
            const Icon = ICONS[value];
            return (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<Icon size={18} aria-hidden />}
                renderRoot={(props) => <Link {...props} to="/pages/account-settings/$tab" params={{ tab: value }} />}
              >
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <Panel />
    </Stack>
  );
}
