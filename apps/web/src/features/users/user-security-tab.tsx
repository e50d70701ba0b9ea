import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { UserDetail } from '@mizan/contracts';
import { IconDevices } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DeviceName } from '@/components/device-name';
import { SectionCard } from '@/components/section-card';
import { ManualPasswordOption } from './user-password-form';
import { PasswordLinkAction } from './user-password-link';
import type { UserViewAccess } from './user-view-access';
import { QueryTable, useFormat } from './user-view-shared';
import { userSessionsQuery } from './users.api';

/** Security: helping with the password (a link first, by hand second) and, for those allowed, the recent devices. */
export function SecurityTab({ user, access }: { user: UserDetail; access: UserViewAccess }) {
  const { t } = useTranslation('users');
  return (
    <Stack gap="lg">
      {access.mayUpdate && (
        <SectionCard level={3} title={t('security.passwordTitle')}>
          <PasswordLinkAction user={user} />
          <ManualPasswordOption user={user} />
        </SectionCard>
      )}
      {access.seesPrivate && <DevicesSection user={user} />}
    </Stack>
  );
}

function DevicesSection({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const sessions = useQuery(userSessionsQuery(user.id));
  return (
    <SectionCard level={3} title={t('security.devices')}>
      <QueryTable
        query={sessions}
        rows={sessions.data?.sessions}
        headers={[t('security.browser'), t('security.ip'), t('security.signedIn'), t('security.lastSeen')]}
        row={(session) => (
          <>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <IconDevices size={16} aria-hidden />
                <Text size="sm">
                  <DeviceName browser={session.browser} os={session.os} />
                </Text>
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
  );
}
