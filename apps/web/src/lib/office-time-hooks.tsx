import { Badge, Tooltip } from '@mantine/core';
import type { OfficeTimeZone } from '@mizan/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from './api';
import { officeTime, type OfficeTime } from './office-time';
import { queryRoots } from './query-keys';

/**
 * `GET /api/office/time-zone`, for anyone signed in. A zone changes once in an office's life: kept for the session
 * (a change reaches each reader at their next page load).
 */
export const officeTimeZoneQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.office, 'time-zone'] as const,
    queryFn: ({ signal }) => api<OfficeTimeZone>('/office/time-zone', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * The office's time for this page, in the reader's language. Suspends until the zone is known (once per session):
 * a time shown in another zone meanwhile would be the very mistake this prevents.
 */
export function useOfficeTime(): OfficeTime {
  const { data } = useSuspenseQuery(officeTimeZoneQuery());
  const { i18n } = useTranslation();
  return useMemo(() => officeTime(data.timeZone, i18n.language), [data.timeZone, i18n.language]);
}

/**
 * "GMT+3" beside times, when this device's clock reads otherwise than the office's (at `at`, now by default):
 * says that the times are the office's, not the reader's. Nothing when both clocks agree.
 */
export function OfficeZoneLabel({ at }: { at?: string | null }) {
  const time = useOfficeTime();
  const { t } = useTranslation();
  const instant = at ? new Date(at) : new Date();
  if (Number.isNaN(instant.getTime()) || !time.differsFromDevice(instant)) return null;
  const hint = t('common:officeTime.hint', { zone: time.timeZone });
  return (
    <Tooltip label={hint} withArrow>
      <Badge
        component="abbr"
        variant="light"
        color="gray"
        size="sm"
        radius="sm"
        tt="none"
        style={{ textDecoration: 'none', verticalAlign: 'middle', cursor: 'help' }}
      >
        <bdi>{time.zoneName(instant)}</bdi>
      </Badge>
    </Tooltip>
  );
}
