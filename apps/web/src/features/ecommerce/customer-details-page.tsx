import { Alert, Button, Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import { CUSTOMER_TABS, type CustomerDetail, type CustomerTab } from '@mizan/contracts';
import { IconAlertTriangle, IconArrowBack, IconBell, IconLock, IconMapPin, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api';
import { ability } from '@/lib/session';
import { CustomerAddressTab } from './customer-address-tab';
import { CustomerNotificationsTab } from './customer-notifications-tab';
import { CustomerOverviewTab } from './customer-overview-tab';
import { CustomerProfileCard } from './customer-profile-card';
import { CustomerSecurityTab } from './customer-security-tab';
import { CustomerEditingContext, StaleNotice, useCustomerSave } from './customer-shared';
import { customerDetailQuery } from './customers.api';

export interface CustomerDetailsPageProps {
  /** The customer number (0 when the URL's id is not one: the page says the customer doesn't exist). */
  customerId: number;
  tab: CustomerTab;
  onTabChange: (next: CustomerTab) => void;
}

const TAB_ICONS = {
  overview: IconUser,
  security: IconLock,
  'address-billing': IconMapPin,
  notifications: IconBell,
} as const;
const TAB_PANELS = {
  overview: CustomerOverviewTab,
  security: CustomerSecurityTab,
  'address-billing': CustomerAddressTab,
  notifications: CustomerNotificationsTab,
} satisfies Record<CustomerTab, unknown>;

/** `/apps/ecommerce/customer/details/{customerId}`: the profile card, and the customer's tabs (the open one in the URL). */
export function CustomerDetailsPage({ customerId, tab, onTabChange }: CustomerDetailsPageProps) {
  const { t } = useTranslation('ecommerce');
  const detail = useQuery({
    ...customerDetailQuery(customerId),
    enabled: customerId > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500 && error.status > 0) && count < 2,
  });
  const missing =
    customerId <= 0 ||
    (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400));
  const listCrumb = { label: t('customerDetails.breadcrumb'), to: '/apps/ecommerce/customer/list' as const };

  if (missing) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('customerDetails.title')} trail={[listCrumb]} />
        <Alert
          color="warning"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('customerDetails.notFound')}
        >
          <Button
            component={Link}
            to="/apps/ecommerce/customer/list"
            variant="default"
            size="xs"
            mt="xs"
            leftSection={<IconArrowBack size={16} aria-hidden />}
          >
            {t('customerDetails.backToList')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (detail.isError && !detail.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('customerDetails.title')} trail={[listCrumb]} />
        <LoadErrorAlert title={t('common.loadError')} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  }
  if (!detail.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton height={40} width={280} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={480} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton height={36} mb="md" />
            <Skeleton height={320} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }
  return (
    <CustomerDetailsView
      detail={detail.data}
      reload={() => void detail.refetch()}
      tab={tab}
      onTabChange={onTabChange}
    />
  );
}

function CustomerDetailsView({
  detail,
  reload,
  tab,
  onTabChange,
}: {
  detail: CustomerDetail;
  reload: () => void;
  tab: CustomerTab;
  onTabChange: (next: CustomerTab) => void;
}) {
  const { t } = useTranslation('ecommerce');
  // The version that answered 409: the notice stays until a newer one is read.
  const [staleVersion, setStaleVersion] = useState<number | null>(null);
  const stale = staleVersion !== null && staleVersion === detail.version;
  const { save, saving } = useCustomerSave(detail, () => setStaleVersion(detail.version));
  const editing = { detail, save, saving, stale, reload, canUpdate: ability.can('update', 'Customer') };

  return (
    <CustomerEditingContext.Provider value={editing}>
      <Stack gap="lg">
        <PageHeader
          title={detail.customer}
          titleIsUserText
          trail={[
            { label: t('customerDetails.breadcrumb'), to: '/apps/ecommerce/customer/list' },
            { label: detail.customer },
          ]}
        />
        <StaleNotice />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <CustomerProfileCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Tabs value={tab} onChange={(value) => value && onTabChange(value as CustomerTab)} keepMounted={false}>
              <Tabs.List
                style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
                mb="md"
              >
                {CUSTOMER_TABS.map((value) => {
                  const TabIcon = TAB_ICONS[value];
                  return (
                    <Tabs.Tab
                      key={value}
                      value={value}
                      style={{ flexShrink: 0 }}
                      leftSection={<TabIcon size={16} aria-hidden />}
                    >
                      {t(`customerDetails.tabs.${value}`)}
                    </Tabs.Tab>
                  );
                })}
              </Tabs.List>
              {CUSTOMER_TABS.map((value) => {
                const Panel = TAB_PANELS[value];
                return (
                  <Tabs.Panel key={value} value={value}>
                    <Panel />
                  </Tabs.Panel>
                );
              })}
            </Tabs>
          </Grid.Col>
        </Grid>
      </Stack>
    </CustomerEditingContext.Provider>
  );
}
