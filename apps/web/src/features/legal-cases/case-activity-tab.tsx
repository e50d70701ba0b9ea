import { Card, Group, Stack, Table, Text, Timeline, Tooltip } from '@mantine/core';
import type { CaseActivityList, CaseDetail } from '@mizan/contracts';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListFooter, useLocalList } from '@/components/list';
import {
  actionLabel,
  changesOf,
  fieldLabel,
  formatValue,
  relativeTime,
  shownDetails,
  type ValueContext,
} from './activity-format';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { SkeletonRows, TabCard, TabQueryStates, useCasePeople } from './case-tab-shared';
import { caseActivityQuery } from './legal-cases.api';

/** The server answers at most 100 entries a page. */
const PAGE_SIZES = [10, 20, 50, 100] as const;

type Entry = CaseActivityList['activity'][number];

/**
 * سجل النشاط: the append-only log, newest first, 20 a page unless the reader asks for more: who, when, what, and the
 * diff (field: before → after). Its page stays in the tab, not the URL.
 */
export function CaseActivityTab({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('legal-cases');
  const list = useLocalList({ pageSizes: PAGE_SIZES, defaultPageSize: 20 });
  const activity = useQuery(caseActivityQuery(detail.id, list.page, list.pageSize));
  const people = useCasePeople(detail);

  return (
    <TabCard title={t('tabs.activity')}>
      <TabQueryStates
        query={activity}
        loading={<SkeletonRows count={4} height={56} />}
        loadError={t('tabsPage.activity.loadError')}
        isEmpty={(data) => data.activity.length === 0}
        empty={t('empty.activity')}
      >
        {(data) => (
          <>
            <Timeline bulletSize={24} lineWidth={2} style={{ opacity: activity.isPlaceholderData ? 0.6 : 1 }}>
              {data.activity.map((entry) => (
                <Timeline.Item
                  key={entry.id}
                  bullet={<IconHistory size={14} aria-hidden />}
                  data-testid={`activity-${entry.id}`}
                >
                  <ActivityEntry entry={entry} people={people} />
                </Timeline.Item>
              ))}
            </Timeline>
            <Card.Section component="nav" aria-label={t('tabsPage.activity.page')}>
              <ListFooter state={list} total={data.total} />
            </Card.Section>
          </>
        )}
      </TabQueryStates>
    </TabCard>
  );
}

function ActivityEntry({ entry, people }: { entry: Entry; people: Map<number, string> }) {
  const { t, i18n } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const context: ValueContext = { t, language: i18n.language, time, action: entry.action, people };
  const changes = Object.entries(changesOf(entry.action, entry.details));
  const details = shownDetails(entry.action, entry.details);
  const exact = time.dateTime(entry.createdAt, 'medium');

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Text fw={600}>{actionLabel(t, entry.action, entry.details)}</Text>
        <Tooltip label={exact}>
          <Text size="xs" c="dimmed" component="time" dateTime={entry.createdAt} tabIndex={0}>
            {relativeTime(entry.createdAt, i18n.language)}
          </Text>
        </Tooltip>
      </Group>
      <Text size="sm" c="dimmed" data-testid="activity-who">
        {entry.userName ? (
          <>
            {t('activityFields.who')} <bdi>{entry.userName}</bdi>
          </>
        ) : (
          t('activityFields.bySystem')
        )}
        {' · '}
        <bdi>{exact}</bdi>
      </Text>
      {details.length > 0 && (
        <Stack gap={2}>
          {details.map(([key, value]) => (
            <Text
              size="sm"
              key={key}
              style={{ overflowWrap: 'anywhere' }}
              lineClamp={key === 'body' || key === 'description' ? 3 : undefined}
            >
              <Text span c="dimmed" size="sm">
                {fieldLabel(t, entry.action, key)}:
              </Text>{' '}
              <bdi>{formatValue(context, key, value)}</bdi>
            </Text>
          ))}
        </Stack>
      )}
      {changes.length > 0 && (
        <Table.ScrollContainer minWidth={320} type="native">
          <Table
            withTableBorder
            withColumnBorders
            fz="sm"
            verticalSpacing={4}
            aria-label={t('tabsPage.activity.changes')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('activityFields.field')}</Table.Th>
                <Table.Th>{t('activityFields.before')}</Table.Th>
                <Table.Th>{t('activityFields.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map(([field, [before, after]]) => (
                <Table.Tr key={field}>
                  <Table.Td>{fieldLabel(t, entry.action, field)}</Table.Td>
                  <Table.Td c="dimmed" td="line-through" style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{formatValue(context, field, before)}</bdi>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{formatValue(context, field, after)}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
