import {
  PROFILE_TABS,
  type ProfileConnection,
  type ProfileProject,
  type ProfileTab,
  type ProfileTabData,
  type ProfileTabResponse,
  type ProfileTeam,
} from '@mizan/contracts';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBriefcase,
  IconCalendar,
  IconCheck,
  IconFlag,
  IconLanguage,
  IconLayoutGrid,
  IconLink,
  IconMail,
  IconMapPin,
  IconPhone,
  IconRefresh,
  IconUser,
  IconUsers,
  IconCrown,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profileColor, profileIcon } from './profile-icons';
import { profileHeaderQuery, profileTabQuery } from './user-profile.api';
import classes from './user-profile.module.css';

const TAB_ICONS = { profile: IconUser, teams: IconUsers, projects: IconLayoutGrid, connections: IconLink };

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
}

function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('user-profile');
  return (
    <Alert variant="light" color="red" radius="md" icon={<IconAlertTriangle size={20} />} title={t('errorTitle')}>
      <Stack gap="sm" align="flex-start">
        {t('common:states.error')}
        <Button variant="default" size="xs" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Card>
  );
}

function ProfileHeaderCard() {
  const { t } = useTranslation('user-profile');
  const date = useDate();
  const header = useQuery(profileHeaderQuery());
  if (header.isPending) return <Skeleton height={300} radius="md" aria-label={t('common:states.loading')} />;
  if (header.isError) return <ErrorState onRetry={() => void header.refetch()} />;
  const data = header.data;
  return (
    <Card withBorder radius="md" padding={0}>
      <div
        className={classes.cover}
        style={data.coverImg ? { backgroundImage: `url(${JSON.stringify(data.coverImg)})` } : undefined}
        role="img"
        aria-label={t('header.cover')}
      />
      <div className={classes.headerBody}>
        <Avatar
          src={data.profileImg}
          name={data.fullName}
          color="initials"
          size={120}
          radius="md"
          className={classes.avatar}
          alt={data.fullName}
        />
        <div className={classes.headerText}>
          <Title order={1} size="h3">
            {data.fullName}
          </Title>
          <Group gap="lg" mt={6} c="dimmed" wrap="wrap" justify="inherit">
            {data.designation && (
              <Group gap={6} wrap="nowrap">
                <IconBriefcase size={18} aria-hidden />
                <Text size="sm">{data.designation}</Text>
              </Group>
            )}
            {data.location && (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={18} aria-hidden />
                <Text size="sm">{data.location}</Text>
              </Group>
            )}
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={18} aria-hidden />
              <Text size="sm">{t('header.joined', { date: date(data.joiningDate) })}</Text>
            </Group>
          </Group>
        </div>
        <Button
          renderRoot={(props) => <Link {...props} to="/pages/account-settings/$tab" params={{ tab: 'account' }} />}
          leftSection={<IconCheck size={16} aria-hidden />}
        >
          {t('header.edit')}
        </Button>
      </div>
    </Card>
  );
}

function Members({
  people,
  total,
}: {
  people: { id: number; fullName: string; avatar: string | null }[];
  total: number;
}) {
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group spacing="sm">
        {people.map((person) => (
          <Tooltip key={person.id} label={person.fullName} withArrow>
            <Avatar src={person.avatar} name={person.fullName} color="initials" radius="xl" size="sm" />
          </Tooltip>
        ))}
        {total > people.length && (
          <Avatar radius="xl" size="sm">
            +{total - people.length}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}

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

function ProfileOverview({ data }: { data: ProfileTabData }) {
  const { t } = useTranslation('user-profile');
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
          <InfoRow
            icon={IconCrown}
            label={t('profile.role')}
            value={t(`layout:user.roles.${about.role}`, { defaultValue: about.role })}
          />
          <InfoRow icon={IconFlag} label={t('profile.country')} value={about.country} />
          <InfoRow
            icon={IconLanguage}
            label={t('profile.language')}
            value={t(`common:languages.${about.language}`, { defaultValue: about.language })}
          />
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

function TeamCards({ teams }: { teams: ProfileTeam[] }) {
  const { t } = useTranslation('user-profile');
  if (teams.length === 0) return <Empty>{t('teams.empty')}</Empty>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {teams.map((team) => {
        const Icon = profileIcon(team.icon);
        return (
          <Card key={team.id} withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color={profileColor(team.color)} size="xl" radius="md">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={2} size="h5">
                  {team.name}
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                {team.description}
              </Text>
              <Group justify="space-between">
                <Members people={team.members} total={team.memberCount} />
                <Badge variant="light" color={profileColor(team.color)}>
                  {t('teams.members', { count: team.memberCount })}
                </Badge>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function ProjectCards({ projects }: { projects: ProfileProject[] }) {
  const { t } = useTranslation('user-profile');
  const date = useDate();
  if (projects.length === 0) return <Empty>{t('projects.empty')}</Empty>;
  const statusColor = { active: 'primary', completed: 'success', 'on-hold': 'warning' } as Record<string, string>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {projects.map((project) => {
        const Icon = profileIcon(project.logo);
        return (
          <Card key={project.id} withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ThemeIcon variant="light" size="xl" radius="md">
                    <Icon size={24} aria-hidden />
                  </ThemeIcon>
                  <div style={{ minWidth: 0 }}>
                    <Title order={2} size="h5" lineClamp={1}>
                      {project.name}
                    </Title>
                    <Text size="xs" c="dimmed" truncate>
                      {t('projects.client', { client: project.client })}
                    </Text>
                  </div>
                </Group>
                <Badge variant="light" color={statusColor[project.status] ?? 'gray'}>
                  {t(`projects.status.${project.status}`, { defaultValue: project.status })}
                </Badge>
              </Group>
              <Group gap="lg" wrap="wrap">
                <Text size="sm">{t('projects.hours', { count: project.hours })}</Text>
                {project.dueDate && <Text size="sm">{t('projects.due', { date: date(project.dueDate) })}</Text>}
              </Group>
              <div>
                <Group justify="space-between" mb={4}>
                  <Text size="xs" c="dimmed">
                    {t('projects.progress')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {project.progress}%
                  </Text>
                </Group>
                <Progress value={project.progress} size="sm" aria-label={t('projects.progress')} />
              </div>
              <Group justify="space-between" wrap="nowrap">
                <Members people={project.members} total={project.memberCount} />
                {project.leader && (
                  <Text size="xs" c="dimmed" truncate>
                    {t('projects.leader', { name: project.leader.fullName })}
                  </Text>
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function ConnectionCards({ connections }: { connections: ProfileConnection[] }) {
  const { t } = useTranslation('user-profile');
  if (connections.length === 0) return <Empty>{t('connections.empty')}</Empty>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {connections.map((person) => (
        <Card key={person.id} withBorder radius="md" padding="lg">
          <Stack align="center" gap="xs">
            <Avatar src={person.avatar} name={person.fullName} color="initials" size={80} radius="xl" />
            <Title order={2} size="h5" ta="center">
              {person.fullName}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {person.designation || '—'}
            </Text>
            <Group gap="xl" justify="center" mt="xs">
              {(['projectCount', 'teamCount', 'connectionCount'] as const).map((key) => (
                <Stack key={key} gap={0} align="center">
                  <Text fw={600}>{person[key]}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`connections.${key}`)}
                  </Text>
                </Stack>
              ))}
            </Group>
            <Badge variant="light" color="success" leftSection={<IconCheck size={12} />}>
              {t('connections.connected')}
            </Badge>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** One tab's data, fetched by its tab (the answer is the data itself), with its loading and error states. */
function TabData<T extends ProfileTab>({
  tab,
  render,
}: {
  tab: T;
  render: (data: ProfileTabResponse<T>) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useQuery(profileTabQuery(tab));
  if (query.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        aria-busy="true"
        aria-label={t('common:states.loading')}
      >
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={200} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return render(query.data);
}

function TabContent({ tab }: { tab: ProfileTab }) {
  switch (tab) {
    case 'profile':
      return <TabData tab="profile" render={(data) => <ProfileOverview data={data} />} />;
    case 'teams':
      return <TabData tab="teams" render={(teams) => <TeamCards teams={teams} />} />;
    case 'projects':
      return <TabData tab="projects" render={(projects) => <ProjectCards projects={projects} />} />;
    case 'connections':
      return <TabData tab="connections" render={(connections) => <ConnectionCards connections={connections} />} />;
  }
}

/** `/pages/user-profile/{tab}`: the signed-in user's header and one tab, each tab its own address. */
export function UserProfilePage({ tab }: { tab: ProfileTab }) {
  const { t } = useTranslation('user-profile');
  return (
    <Stack gap="lg">
      <ProfileHeaderCard />
      <Tabs value={tab} variant="pills" keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {PROFILE_TABS.map((value) => {
            const Icon = TAB_ICONS[value];
            return (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<Icon size={18} aria-hidden />}
                renderRoot={(props) => <Link {...props} to="/pages/user-profile/$tab" params={{ tab: value }} />}
              >
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <TabContent tab={tab} />
    </Stack>
  );
}
