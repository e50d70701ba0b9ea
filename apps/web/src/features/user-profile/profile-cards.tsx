import { type ProfileConnection, type ProfileProject, type ProfileTeam } from '@mizan/contracts';
import { Avatar, Badge, Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { profileColor, profileIcon } from './profile-icons';
import { Empty, Members, useDate } from './profile-shared';

/** The teams tab: one card per team. */
export function TeamCards({ teams }: { teams: ProfileTeam[] }) {
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

/** The projects tab: one card per project with its progress. */
export function ProjectCards({ projects }: { projects: ProfileProject[] }) {
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

/** The connections tab: one card per person. */
export function ConnectionCards({ connections }: { connections: ProfileConnection[] }) {
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
