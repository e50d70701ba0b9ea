import { type ProfileTabData } from '@mizan/contracts';
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCheck,
  IconFlag,
  IconLanguage,
  IconLayoutGrid,
  IconMail,
  IconPhone,
  IconUser,
  IconUsers,
  IconCrown,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '@/lib/acl-names';
import { useDisplayNames } from '@/lib/display-names';
import { profileColor, profileIcon } from './profile-icons';

function InfoRow({ icon: Icon, label, value }: { icon: typeof IconUser; label: string; value: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Icon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        <Text span fw={500}>
          {label}:
        </Text>{' '}
        {value || '—'}
      </Text>
    </Group>
  );
}

/** The profile tab: about, contacts, overview figures, activity, and short lists of connections and teams. */
export function ProfileOverview({ data }: { data: ProfileTabData }) {
  const { t } = useTranslation('user-profile');
  const roleName = useRoleName();
  const names = useDisplayNames();
  const { about, contacts, overview } = data;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('profile.about')}
          </Text>
          <InfoRow icon={IconUser} label={t('profile.fullName')} value={about.fullName} />
          <InfoRow
            icon={IconCheck}
            label={t('profile.status')}
            value={t(`status.${about.status}`, { defaultValue: about.status })}
          />
          <InfoRow icon={IconCrown} label={t('profile.role')} value={<span dir="auto">{roleName(about.role)}</span>} />
          <InfoRow
            icon={IconFlag}
            label={t('profile.country')}
            value={about.country && <span dir="auto">{names.countryName(about.country)}</span>}
          />
          <InfoRow icon={IconLanguage} label={t('profile.language')} value={names.languageName(about.language)} />
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="sm">
            {t('profile.contacts')}
          </Text>
          <InfoRow icon={IconPhone} label={t('profile.contact')} value={<span dir="ltr">{contacts.contact}</span>} />
          <InfoRow icon={IconMail} label={t('profile.email')} value={contacts.email} />
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="sm">
            {t('profile.teams')}
          </Text>
          {data.teams.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('teams.empty')}
            </Text>
          ) : (
            data.teams.map((team) => (
              <Text key={team.id} size="sm">
                {team.name}{' '}
                <Text span c="dimmed" size="sm">
                  {t('teams.members', { count: team.memberCount })}
                </Text>
              </Text>
            ))
          )}
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="sm">
            {t('profile.overview')}
          </Text>
          <InfoRow icon={IconCheck} label={t('profile.taskDone')} value={overview.taskDone.toLocaleString()} />
          <InfoRow icon={IconLayoutGrid} label={t('profile.projects')} value={overview.projects} />
          <InfoRow icon={IconUsers} label={t('profile.connections')} value={overview.connections} />
        </Stack>
      </Card>
      <SideList
        tab="connections"
        empty={t('connections.empty')}
        items={data.connections.map((person) => ({
          id: person.id,
          figure: <Avatar src={person.avatar} name={person.fullName} color="initials" radius="xl" />,
          title: person.fullName,
          detail: t('connections.count', { count: person.connectionCount }),
        }))}
      />
      <SideList
        tab="teams"
        empty={t('teams.empty')}
        items={data.teamsTech.map((team) => {
          const Icon = profileIcon(team.icon);
          return {
            id: team.id,
            figure: (
              <ThemeIcon variant="light" color={profileColor(team.color)} size="lg" radius="xl">
                <Icon size={20} aria-hidden />
              </ThemeIcon>
            ),
            title: team.name,
            detail: t('teams.members', { count: team.memberCount }),
          };
        })}
      />
    </SimpleGrid>
  );
}

/** A short list beside the overview (connections, teams) with a link to its own tab. */
function SideList({
  tab,
  empty,
  items,
}: {
  tab: 'connections' | 'teams';
  empty: string;
  items: { id: number; figure: ReactNode; title: string; detail: string }[];
}) {
  const { t } = useTranslation('user-profile');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h5">
            {t(`tabs.${tab}`)}
          </Title>
          <Button
            renderRoot={(props) => <Link {...props} to="/pages/user-profile/$tab" params={{ tab }} />}
            variant="subtle"
            size="xs"
          >
            {t('profile.viewAll')}
          </Button>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          items.map((item) => (
            <Group key={item.id} gap="sm" wrap="nowrap">
              {item.figure}
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.detail}
                </Text>
              </div>
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
