import { Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconBell, IconCreditCard, IconLink, IconLock, IconUser, IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { RecordNotFound } from '@/components/record-not-found';
import { ApiError } from '@/lib/api';
import { AccountTab } from './user-account-tab';
import { BillingTab } from './user-billing-tab';
import { ConnectionsTab } from './user-connections-tab';
import { NotificationsTab } from './user-notifications-tab';
import { SecurityTab } from './user-security-tab';
import { PlanCard, UserCard } from './user-view-card';
import { useUserViewAccess } from './user-view-access';
import { userDetailQuery } from './users.api';
import type { UserViewTab } from './users.search';

export interface UserViewPageProps {
  id: number;
  tab: UserViewTab;
  onTabChange: (tab: UserViewTab) => void;
}

/** `/apps/user/view/{id}`: the user card on the side, the tabs (in the URL) beside it. */
export function UserViewPage({ id, tab, onTabChange }: UserViewPageProps) {
  const { t } = useTranslation('users');
  const detail = useQuery(userDetailQuery(id));
  const access = useUserViewAccess(id);
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Stack gap="lg">
        <PageHeader
          title={t('view.title')}
          trail={[{ label: t('breadcrumbs.users'), to: '/apps/user/list' }, { label: t('view.title') }]}
        />
        {missing ? (
          <RecordNotFound
            title={t('errors.User not found')}
            backTo="/apps/user/list"
            backLabel={t('view.backToList')}
            icon={<IconUserOff size={30} />}
          />
        ) : (
          <LoadErrorAlert title={t('view.error')} onRetry={() => void detail.refetch()} />
        )}
      </Stack>
    );
  }
  if (!detail.data) return <UserViewSkeleton />;
  const user = detail.data;
  // A tab this reader is not offered (an old link) opens the account tab instead.
  const current = access.tabs.includes(tab) ? tab : 'account';
  return (
    <Stack gap="lg">
      <PageHeader
        title={user.fullName}
        titleIsUserText
        trail={[{ label: t('breadcrumbs.users'), to: '/apps/user/list' }, { label: t('view.title') }]}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <UserCard user={user} />
            <PlanCard user={user} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Tabs value={current} onChange={(value) => value && onTabChange(value as UserViewTab)} keepMounted={false}>
            <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
              {access.tabs.map((value) => (
                <Tabs.Tab key={value} value={value} leftSection={<TabIcon tab={value} />} style={{ flexShrink: 0 }}>
                  {t(`tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="account">
              <AccountTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <SecurityTab user={user} access={access} />
            </Tabs.Panel>
            <Tabs.Panel value="billing-plans">
              <BillingTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications">
              <NotificationsTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="connections">
              <ConnectionsTab user={user} />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function TabIcon({ tab }: { tab: UserViewTab }) {
  const icons = {
    account: IconUser,
    security: IconLock,
    'billing-plans': IconCreditCard,
    notifications: IconBell,
    connections: IconLink,
  };
  const IconComponent = icons[tab];
  return <IconComponent size={16} aria-hidden />;
}

export function UserViewSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('common:states.loading')}>
      <Skeleton height={48} width={240} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Skeleton height={520} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack>
            <Skeleton height={36} />
            <Skeleton height={240} radius="md" />
            <Skeleton height={240} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
