import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  Pagination,
  PasswordInput,
  Progress,
  Radio,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { passwordSchema, USER_PLANS, type UserDetail, type UserPlanValue } from '@mizan/contracts';
import {
  IconAlertTriangle,
  IconBell,
  IconBriefcase,
  IconChecks,
  IconCreditCard,
  IconDevices,
  IconLink,
  IconLock,
  IconUser,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { ability } from '@/lib/session';
import { EditUserModal } from './user-forms';
import { ConfirmModal } from '@/components/confirm-modal';
import { PageHeader } from '@/components/page-header';
import { ROLE_COLOR, StatusBadge, useErrorText, usePlanLabel, useRoleLabel } from './user-shared';
import { userActivityQuery, userConnectionsQuery, userDetailQuery, userNotificationsQuery, userProjectsQuery, userSessionsQuery, useSetUserPassword, useUpdateUser } from './users.api';
import { USER_VIEW_TABS, type UserViewTab } from './users.search';
import { DeviceName } from '@/components/device-name';

export interface UserViewPageProps {
  id: number;
  tab: UserViewTab;
  onTabChange: (tab: UserViewTab) => void;
}

function useFormat() {
  const { i18n } = useTranslation();
  return {
    number: (value: number) => new Intl.NumberFormat(i18n.language, { notation: value >= 10_000 ? 'compact' : 'standard' }).format(value),
    date: (value: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(value)),
    dateTime: (value: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
  };
}

/** `/apps/user/view/{id}`: the user card on the side, the tabs (in the URL) beside it. */
export function UserViewPage({ id, tab, onTabChange }: UserViewPageProps) {
  const { t } = useTranslation('users');
  const detail = useQuery(userDetailQuery(id));
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Stack gap="lg">
        <PageHeader title={t('view.title')} trail={[{ label: t('breadcrumbs.users'), to: '/apps/user/list' }, { label: t('view.title') }]} />
        <Alert color={missing ? 'warning' : 'error'} variant="light" icon={<IconAlertTriangle size={20} />} title={missing ? t('errors.User not found') : t('view.error')}>
          {!missing && (
            <Button variant="default" size="xs" mt="xs" onClick={() => void detail.refetch()}>
              {t('common:actions.retry')}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }
  if (!detail.data) return <UserViewSkeleton />;
  const user = detail.data;
  return (
    <Stack gap="lg">
      <PageHeader title={user.fullName} trail={[{ label: t('breadcrumbs.users'), to: '/apps/user/list' }, { label: t('view.title') }]} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <UserCard user={user} />
            <PlanCard user={user} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Tabs value={tab} onChange={(value) => value && onTabChange(value as UserViewTab)} keepMounted={false}>
            <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
              {USER_VIEW_TABS.map((value) => (
                <Tabs.Tab key={value} value={value} leftSection={<TabIcon tab={value} />} style={{ flexShrink: 0 }}>
                  {t(`tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="account">
              <AccountTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <SecurityTab user={user} />
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
  const icons = { account: IconUser, security: IconLock, 'billing-plans': IconCreditCard, notifications: IconBell, connections: IconLink };
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

function UserCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const roleLabel = useRoleLabel();
  const errorText = useErrorText();
  const update = useUpdateUser();
  const [editing, setEditing] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const canUpdate = ability.can('update', 'User');
  const suspended = user.status === 'inactive';

  const toggleSuspension = () => {
    update.mutate(
      { id: user.id, body: { version: user.version, status: suspended ? 'active' : 'inactive' } },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t(suspended ? 'suspend.restored' : 'suspend.done', { name: user.fullName }) });
          setSuspending(false);
        },
        onError: (error) => {
          const message = error instanceof ApiError ? (error.fieldError('status') ?? error.message) : error.message;
          notifications.show({ color: 'error', title: t('suspend.failed'), message: errorText(message) });
          setSuspending(false);
        },
      },
    );
  };

  const details: [string, ReactNode][] = [
    [t('fields.username'), <span dir="ltr">@{user.username}</span>],
    [t('fields.email'), <span dir="ltr">{user.email}</span>],
    [t('fields.status'), <StatusBadge status={user.status} />],
    [t('fields.role'), roleLabel(user.role)],
    [t('fields.taxId'), user.taxId || '—'],
    [t('fields.contact'), user.contact ? <span dir="ltr">{user.contact}</span> : '—'],
    [t('fields.language'), t(`common:languages.${user.language}`, { defaultValue: user.language })],
    [t('fields.country'), user.country || '—'],
    [t('fields.joined'), format.date(user.createdAt)],
  ];

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack align="center" gap="xs">
        <Avatar src={user.avatar ?? undefined} name={user.fullName} color="initials" size={100} radius="md" alt="" />
        <Title order={2} size="h4" ta="center">
          {user.fullName}
        </Title>
        <Badge variant="light" color={ROLE_COLOR[user.role] ?? 'gray'}>
          {roleLabel(user.role)}
        </Badge>
      </Stack>
      <Group justify="center" gap="xl" my="lg" wrap="wrap">
        <Counter icon={<IconChecks size={22} />} value={format.number(user.taskDone)} label={t('view.taskDone')} />
        <Counter icon={<IconBriefcase size={22} />} value={format.number(user.projectDone)} label={t('view.projectDone')} />
      </Group>
      <Text fw={600} size="sm" tt="uppercase" c="dimmed" mb="xs">
        {t('view.details')}
      </Text>
      <Stack gap={8} component="dl" m={0}>
        {details.map(([label, value]) => (
          <Group key={label} gap={6} wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" fw={600} style={{ flexShrink: 0 }}>
              {label}:
            </Text>
            <Text component="dd" size="sm" c="dimmed" m={0} truncate>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      {canUpdate && (
        <Group justify="center" mt="lg" gap="sm">
          <Button onClick={() => setEditing(true)}>{t('actions.edit')}</Button>
          <Button variant="light" color={suspended ? 'success' : 'error'} onClick={() => setSuspending(true)}>
            {suspended ? t('suspend.restore') : t('suspend.action')}
          </Button>
        </Group>
      )}
      <EditUserModal userId={editing ? user.id : null} onClose={() => setEditing(false)} />
      <ConfirmModal
        opened={suspending}
        title={suspended ? t('suspend.restoreTitle') : t('suspend.title')}
        message={t(suspended ? 'suspend.restoreConfirm' : 'suspend.confirm', { name: user.fullName })}
        confirmLabel={suspended ? t('suspend.restore') : t('suspend.action')}
        color={suspended ? 'success' : 'error'}
        loading={update.isPending}
        onConfirm={toggleSuspension}
        onClose={() => setSuspending(false)}
      />
    </Card>
  );
}

function Counter({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0}>
        <Text fw={600}>{value}</Text>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Group>
  );
}

function PlanCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const planLabel = usePlanLabel();
  const [upgrading, setUpgrading] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-primary-color-filled)' }}>
      <Group justify="space-between" align="flex-start">
        <Badge variant="light">{planLabel(user.currentPlan)}</Badge>
        <Text size="xs" c="dimmed">
          {t('billing.method')}: {t(`billings.${user.billing}`)}
        </Text>
      </Group>
      <Text size="sm" mt="md" c="dimmed">
        {t(`planFeatures.${user.currentPlan}`)}
      </Text>
      {ability.can('update', 'User') && (
        <Button fullWidth mt="md" onClick={() => setUpgrading(true)}>
          {t('billing.upgrade')}
        </Button>
      )}
      <UpgradePlanModal user={user} opened={upgrading} onClose={() => setUpgrading(false)} />
    </Card>
  );
}

function UpgradePlanModal({ user, opened, onClose }: { user: UserDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  const planLabel = usePlanLabel();
  const errorText = useErrorText();
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
        onError: (error) => notifications.show({ color: 'error', title: t('billing.upgradeFailed'), message: errorText(error.message) }),
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

function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function QueryState({ isError, onRetry, loading }: { isError: boolean; onRetry: () => void; loading: boolean }) {
  const { t } = useTranslation();
  if (isError)
    return (
      <Alert color="error" variant="light" icon={<IconAlertTriangle size={18} />} title={t('common:states.error')}>
        <Button variant="default" size="xs" mt="xs" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  if (loading) return <Skeleton height={120} />;
  return null;
}

/** A query's rows as a table, with its loading, error and empty states. */
function QueryTable<T extends { id: number }>({
  query,
  rows,
  headers,
  row,
}: {
  query: { isError: boolean; refetch: () => unknown };
  rows: T[] | undefined;
  headers: string[];
  row: (item: T) => ReactNode;
}) {
  if (!rows) return <QueryState isError={query.isError} loading onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <Empty />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item) => (
            <Table.Tr key={item.id}>{row(item)}</Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" ta="center" py="md" size="sm">
      {t('common:states.empty')}
    </Text>
  );
}

function AccountTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const projects = useQuery(userProjectsQuery(user.id));
  const [page, setPage] = useState(1);
  const activity = useQuery(userActivityQuery(user.id, page));
  const activityValues = useActivityValues();
  return (
    <Stack gap="lg">
      <SectionCard title={t('account.projects')}>
        <QueryTable
          query={projects}
          rows={projects.data?.projects}
          headers={[t('account.project'), t('account.leader'), t('account.hours'), t('account.progress')]}
          row={(project) => (
            <>
            <Table.Td>
              <Text size="sm" fw={500}>
                {project.name}
              </Text>
              <Text size="xs" c="dimmed">
                {project.client}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{project.leader ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {t('account.members', { count: project.members })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t('account.hoursValue', { count: project.hours })}</Text>
            </Table.Td>
            <Table.Td miw={140}>
              <Text size="xs" mb={4}>
                {project.progress}%
              </Text>
              <Progress value={project.progress} size="sm" aria-label={t('account.progress')} color={project.progress === 100 ? 'success' : undefined} />
            </Table.Td>
            </>
          )}
        />
      </SectionCard>

      <SectionCard title={t('account.activity')}>
        {activity.data ? (
          activity.data.activity.length === 0 ? (
            <Empty />
          ) : (
            <Stack>
              <Timeline bulletSize={14} lineWidth={2}>
                {activity.data.activity.map((item) => (
                  <Timeline.Item key={item.id} title={t(`activity.kinds.${item.kind}`, { defaultValue: item.kind, ...activityValues(item.kind, item.details) })}>
                    <Text size="xs" c="dimmed">
                      {/* Isolated runs: a Latin name beside the date's digits must not reorder in Arabic. */}
                      <bdi>{item.actor ? t('activity.by', { name: item.actor }) : t('activity.bySystem')}</bdi> ·{' '}
                      <bdi>{format.dateTime(item.createdAt)}</bdi>
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
              {activity.data.total > 5 && (
                <Pagination total={Math.ceil(activity.data.total / 5)} value={page} onChange={setPage} size="sm" />
              )}
            </Stack>
          )
        ) : (
          <QueryState isError={activity.isError} loading onRetry={() => void activity.refetch()} />
        )}
      </SectionCard>
    </Stack>
  );
}

/** The words of an activity line, translated: role and status names as the pages show them. */
function useActivityValues() {
  const { t } = useTranslation('users');
  const roleLabel = useRoleLabel();
  return (kind: string, details: Record<string, unknown>) => {
    const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    const name = (value: unknown) =>
      kind === 'status-changed' ? t(`statuses.${text(value)}`, { defaultValue: text(value) }) : roleLabel(text(value));
    return { from: name(details.from), to: name(details.to), role: roleLabel(text(details.role)) };
  };
}

function SecurityTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const errorText = useErrorText();
  const sessions = useQuery(userSessionsQuery(user.id));
  const setPassword = useSetUserPassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => {
        const result = passwordSchema.safeParse(value);
        return result.success ? null : result.error.issues[0]?.message;
      },
      confirm: (value, values) => (value === values.password ? null : "The passwords don't match"),
    },
  });
  const submit = form.onSubmit(({ password }) =>
    setPassword.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('security.passwordSet', { name: user.fullName }) });
          form.reset();
          void sessions.refetch();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.fieldError('password') : undefined;
          if (field) form.setFieldError('password', field);
          else notifications.show({ color: 'error', title: t('security.passwordFailed'), message: errorText(error.message) });
        },
      },
    ),
  );
  const field = (name: 'password' | 'confirm') => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(props.error as string) };
  };
  return (
    <Stack gap="lg">
      {ability.can('update', 'User') && (
        <SectionCard title={t('security.setPassword')}>
          <Alert variant="light" color="warning" mb="md">
            {t('security.passwordHint')}
          </Alert>
          <form onSubmit={submit} noValidate>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <PasswordInput {...field('password')} label={t('security.newPassword')} autoComplete="new-password" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <PasswordInput {...field('confirm')} label={t('security.confirmPassword')} autoComplete="new-password" />
              </Grid.Col>
            </Grid>
            <Button type="submit" mt="md" loading={setPassword.isPending}>
              {t('security.submit')}
            </Button>
          </form>
        </SectionCard>
      )}
      <SectionCard title={t('security.devices')}>
        <QueryTable
          query={sessions}
          rows={sessions.data?.sessions}
          headers={[t('security.browser'), t('security.ip'), t('security.signedIn'), t('security.lastSeen')]}
          row={(session) => (
            <>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <IconDevices size={16} aria-hidden />
                <Text size="sm"><DeviceName browser={session.browser} os={session.os} /></Text>
                {session.active && (
                  <Badge size="xs" color="success" variant="light">
                    {t('security.active')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm" dir="ltr">
                {session.ip ?? '—'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{format.dateTime(session.createdAt)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{format.dateTime(session.lastSeenAt)}</Text>
            </Table.Td>
            </>
          )}
        />
      </SectionCard>
    </Stack>
  );
}

function BillingTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const planLabel = usePlanLabel();
  const [upgrading, setUpgrading] = useState(false);
  const address: [string, ReactNode][] = [
    [t('fields.company'), user.company || '—'],
    [t('fields.email'), <span dir="ltr">{user.email}</span>],
    [t('fields.taxId'), user.taxId || '—'],
    [t('fields.contact'), user.contact ? <span dir="ltr">{user.contact}</span> : '—'],
    [t('fields.country'), user.country || '—'],
    [t('fields.currency'), user.currency],
  ];
  return (
    <Stack gap="lg">
      <SectionCard title={t('billing.currentPlan')}>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Text fw={600}>{t('billing.yourPlan', { plan: planLabel(user.currentPlan) })}</Text>
            <Text size="sm" c="dimmed">
              {t(`planFeatures.${user.currentPlan}`)}
            </Text>
          </Stack>
          {ability.can('update', 'User') && <Button onClick={() => setUpgrading(true)}>{t('billing.upgrade')}</Button>}
        </Group>
        <UpgradePlanModal user={user} opened={upgrading} onClose={() => setUpgrading(false)} />
      </SectionCard>
      <SectionCard title={t('billing.paymentMethod')}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
            <IconCreditCard size={22} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={500}>{t(`billings.${user.billing}`)}</Text>
            <Text size="xs" c="dimmed">
              {t('billing.methodHint')}
            </Text>
          </Stack>
        </Group>
      </SectionCard>
      <SectionCard title={t('billing.address')}>
        <Stack gap={8}>
          {address.map(([label, value]) => (
            <Group key={label} gap={6} wrap="nowrap" align="baseline">
              <Text size="sm" fw={600} miw={120}>
                {label}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
}

function NotificationsTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const list = useQuery(userNotificationsQuery(user.id));
  return (
    <SectionCard title={t('notifications.title')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('notifications.hint')}
      </Text>
      {list.data ? (
        list.data.notifications.length === 0 ? (
          <Empty />
        ) : (
          <Stack gap="sm">
            {list.data.notifications.map((item) => (
              <Group key={item.id} wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon variant="light" radius="xl" color={item.color ?? 'primary'} aria-hidden>
                  <IconBell size={16} />
                </ThemeIcon>
                <Stack gap={0} style={{ flex: 1 }} miw={0}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={500} truncate>
                      {item.title}
                    </Text>
                    {!item.readAt && (
                      <Badge size="xs" variant="light">
                        {t('notifications.unread')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {item.subtitle}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.dateTime(item.createdAt)}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )
      ) : (
        <QueryState isError={list.isError} loading onRetry={() => void list.refetch()} />
      )}
    </SectionCard>
  );
}

function ConnectionsTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const roleLabel = useRoleLabel();
  const list = useQuery(userConnectionsQuery(user.id));
  return (
    <SectionCard title={t('connections.title')}>
      {list.data ? (
        list.data.connections.length === 0 ? (
          <Empty />
        ) : (
          <Stack gap="sm">
            {list.data.connections.map((person) => (
              <Group key={person.id} wrap="nowrap" gap="sm">
                <Avatar src={person.avatar ?? undefined} name={person.fullName} color="initials" radius="xl" alt="" />
                <Stack gap={0} style={{ flex: 1 }} miw={0}>
                  <Text size="sm" fw={500} truncate>
                    {person.fullName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate dir="ltr">
                    {person.email}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Badge variant="light" color={ROLE_COLOR[person.role] ?? 'gray'} size="sm">
                    {roleLabel(person.role)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t('connections.since', { date: format.date(person.connectedAt) })}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )
      ) : (
        <QueryState isError={list.isError} loading onRetry={() => void list.refetch()} />
      )}
    </SectionCard>
  );
}
