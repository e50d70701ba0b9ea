import { PROFILE_TABS, type ProfileTab, type ProfileTabResponse } from '@mizan/contracts';
import { SimpleGrid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconLayoutGrid, IconLink, IconUser, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profileTabQuery } from './user-profile.api';
import { ErrorState } from './profile-shared';
import { ConnectionCards, ProjectCards, TeamCards } from './profile-cards';
import { ProfileHeaderCard } from './profile-header-card';
import { ProfileOverview } from './profile-overview';

const TAB_ICONS = { profile: IconUser, teams: IconUsers, projects: IconLayoutGrid, connections: IconLink };

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
