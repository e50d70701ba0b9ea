import { Avatar, Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCalendar, IconCheck, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { profileHeaderQuery } from './user-profile.api';
import classes from './user-profile.module.css';
import { ErrorState, useDate } from './profile-shared';

/** The signed-in user's cover, avatar, title and join date. */
export function ProfileHeaderCard() {
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
