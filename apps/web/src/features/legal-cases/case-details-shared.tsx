import { Stack, Text, type TextProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseDetail, HearingStatus, HearingWarning } from '@mizan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import type { OfficeTime } from '@/lib/office-time';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { ability } from '@/lib/session';
import { legalCasesKeys } from './legal-cases.api';

/** Whether the user may change this case and what is in it: the rule, and the case isn't archived (read-only until restored). */
export const mayChangeCase = (detail: Pick<CaseDetail, 'status'>) =>
  ability.can('update', 'LegalCase') && detail.status !== 'archived';

/** Shared bits of the case details page: hearing colours, dates, the error and warning toasts. */

export const HEARING_STATUS_COLOR: Record<HearingStatus, string> = {
  scheduled: 'primary',
  held: 'success',
  postponed: 'warning',
  cancelled: 'gray',
};

/** One fact of the case: its small grey label above the value. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** A plain date (Hijri beside it in Arabic), or the dash when missing. */
export function LegalDate({ value, ...props }: { value: string | null | undefined } & TextProps) {
  const { t } = useTranslation('legal-cases');
  const time = useOfficeTime();
  return (
    <Text component="span" size="sm" {...props}>
      {value ? time.date(value) : t('detailsPage.none')}
    </Text>
  );
}

/** "in 3 days" (office days) beside a date; red once past when `overdue`. */
export function Countdown({ value, overdue }: { value: string; overdue?: boolean }) {
  const time = useOfficeTime();
  return (
    <Text component="span" size="sm" c={overdue ? 'error' : 'dimmed'} fw={overdue ? 600 : undefined}>
      {time.relativeDays(value)}
    </Text>
  );
}

/** A hearing's date and time on the office's clock, medium style. */
export const hearingWhen = (time: OfficeTime, scheduledAt: string) => time.dateTime(scheduledAt, 'medium');

/**
 * A failed write: a conflict (409: a stale version, an archived case, a hearing already recorded) refetches the
 * case, so the user redoes the change on what is there now. The server's message names the conflict in the
 * reader's language (the API translates it, so it is never compared with a constant).
 */
export function useWriteErrorToast(caseId: number) {
  const { t } = useTranslation('legal-cases');
  const client = useQueryClient();
  return (error: unknown, title: string = t('toasts.saveFailed')) => {
    if (error instanceof ApiError && error.status === 409) {
      void client.invalidateQueries({ queryKey: legalCasesKeys.detail(caseId) });
      notifications.show({ color: 'warning', title, message: error.message });
      return;
    }
    notifications.show({ color: 'error', title, message: error instanceof Error ? error.message : String(error) });
  };
}

/** Weekend and double-booking warnings of a saved hearing, as one yellow toast (never a block). */
export function showHearingWarnings(warnings: HearingWarning[], t: TFunction<'legal-cases'>, time: OfficeTime) {
  if (warnings.length === 0) return;
  const lines = warnings.map((warning) => {
    if (warning.code === 'weekend') {
      return t('detailsPage.warningWeekend', {
        when: warning.date ? time.date(warning.date, 'medium') : '',
      });
    }
    const when = warning.otherScheduledAt ? hearingWhen(time, warning.otherScheduledAt) : '';
    return t('detailsPage.warningLawyerBusy', { name: warning.lawyerName ?? '', when });
  });
  notifications.show({
    color: 'warning',
    title: t('detailsPage.savedWithWarnings'),
    message: lines.join(' · '),
    autoClose: 10_000,
  });
}
