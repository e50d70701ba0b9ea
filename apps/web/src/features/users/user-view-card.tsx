import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserDetail } from '@mizan/contracts';
import { IconBriefcase, IconChecks } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { RoleBadge } from '@/components/role-badge';
import { useRoleName } from '@/lib/acl-names';
import { ApiError } from '@/lib/api';
import { useDisplayNames } from '@/lib/display-names';
import { useErrorText } from '@/lib/error-text';
import { ability } from '@/lib/session';
import { EditUserModal } from './user-forms';
import { UpgradePlanModal } from './user-plan-modal';
import { StatusBadge, usePlanLabel } from './user-shared';
import { useUpdateUser } from './users.api';
import { useFormat } from './user-view-shared';
import { IconStat } from '@/components/icon-stat';

/** The user view's side: who the user is, with edit and suspend. */
export function UserCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const roleName = useRoleName();
  const names = useDisplayNames();
  const errorText = useErrorText('users:errors');
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
          notifications.show({
            color: 'success',
            message: t(suspended ? 'suspend.restored' : 'suspend.done', { name: user.fullName }),
          });
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
    [t('fields.role'), <span dir="auto">{roleName(user.role)}</span>],
    [t('fields.taxId'), user.taxId || '—'],
    [t('fields.contact'), user.contact ? <span dir="ltr">{user.contact}</span> : '—'],
    [t('fields.language'), names.languageName(user.language) || '—'],
    [t('fields.country'), user.country ? <span dir="auto">{names.countryName(user.country)}</span> : '—'],
    [t('fields.joined'), format.date(user.createdAt)],
  ];

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack align="center" gap="xs">
        <Avatar src={user.avatar ?? undefined} name={user.fullName} color="initials" size={100} radius="md" alt="" />
        <Title order={2} size="h4" ta="center">
          {user.fullName}
        </Title>
        <RoleBadge role={user.role} />
      </Stack>
      <Group justify="center" gap="xl" my="lg" wrap="wrap">
        <IconStat icon={<IconChecks size={22} />} value={format.number(user.taskDone)} label={t('view.taskDone')} />
        <IconStat
          icon={<IconBriefcase size={22} />}
          value={format.number(user.projectDone)}
          label={t('view.projectDone')}
        />
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
            {/* plaintext: an English e-mail in an Arabic page is cut at its end, not its start. */}
            <Text component="dd" size="sm" c="dimmed" m={0} truncate style={{ unicodeBidi: 'plaintext' }}>
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

/** The user's plan, with the upgrade dialog. */
export function PlanCard({ user }: { user: UserDetail }) {
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
