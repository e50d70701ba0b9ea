import { Pagination, Progress, Stack, Table, Text, Timeline } from '@mantine/core';
import type { UserDetail } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { useRoleName } from '@/lib/acl-names';
import { userActivityQuery, userProjectsQuery } from './users.api';
import { Empty, QueryState, QueryTable, useFormat } from './user-view-shared';

/** The user's projects and their activity timeline. */
export function AccountTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const projects = useQuery(userProjectsQuery(user.id));
  const [page, setPage] = useState(1);
  const activity = useQuery(userActivityQuery(user.id, page));
  const activityValues = useActivityValues();
  return (
    <Stack gap="lg">
      <SectionCard level={3} title={t('account.projects')}>
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
                <Progress
                  value={project.progress}
                  size="sm"
                  aria-label={t('account.progress')}
                  color={project.progress === 100 ? 'success' : undefined}
                />
              </Table.Td>
            </>
          )}
        />
      </SectionCard>

      <SectionCard level={3} title={t('account.activity')}>
        {activity.data ? (
          activity.data.activity.length === 0 ? (
            <Empty />
          ) : (
            <Stack>
              <Timeline bulletSize={14} lineWidth={2}>
                {activity.data.activity.map((item) => (
                  <Timeline.Item
                    key={item.id}
                    title={t(`activity.kinds.${item.kind}`, {
                      defaultValue: item.kind,
                      ...activityValues(item.kind, item.details),
                    })}
                  >
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
          <QueryState error={activity.error} loading onRetry={() => void activity.refetch()} />
        )}
      </SectionCard>
    </Stack>
  );
}

/** The words of an activity line, translated: role and status names as the pages show them. */
function useActivityValues() {
  const { t } = useTranslation('users');
  const roleLabel = useRoleName();
  return (kind: string, details: Record<string, unknown>) => {
    const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    const name = (value: unknown) =>
      kind === 'status-changed' ? t(`statuses.${text(value)}`, { defaultValue: text(value) }) : roleLabel(text(value));
    return { from: name(details.from), to: name(details.to), role: roleLabel(text(details.role)) };
  };
}
