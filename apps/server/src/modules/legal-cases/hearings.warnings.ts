import {
  APPEAL_DAYS_DEFAULT,
  OFFICE_TIME_ZONE_DEFAULT,
  WEEKEND_DAYS_DEFAULT,
  type HearingWarning,
} from '@mizan/contracts';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalHearingLawyers, legalHearings, users } from '../../db/schema.ts';

/**
 * The office's calendar for legal cases: its zone (an office setting, `modules/office`) and its weekend and appeal
 * days (an `AppOptions.legalCases` override, else these defaults).
 */
export interface OfficeSettings {
  /** IANA zone the office's days (weekend, agenda days, "today") are counted in. */
  timeZone: string;
  /** Weekend days as `getUTCDay()` numbers, in the office time zone. */
  weekendDays: readonly number[];
  /** Days to appeal after a non-final judgment. */
  appealDays: number;
}

export const OFFICE_SETTINGS_DEFAULT: OfficeSettings = {
  timeZone: OFFICE_TIME_ZONE_DEFAULT,
  weekendDays: WEEKEND_DAYS_DEFAULT,
  appealDays: APPEAL_DAYS_DEFAULT,
};

/**
 * The calendar as of now. Read once per call, before any transaction opens: an administrator may change the
 * office's zone at any time, and on PGlite a read outside an open transaction would wait for it to end.
 */
export type OfficeCalendar = () => Promise<OfficeSettings>;

/** A calendar that never changes (the defaults with these overrides): tests, and services built on their own. */
export const fixedCalendar =
  (settings: Partial<OfficeSettings> = {}): OfficeCalendar =>
  async () => ({ ...OFFICE_SETTINGS_DEFAULT, ...settings });

const HOUR_MS = 60 * 60 * 1000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The calendar date (`YYYY-MM-DD`) and weekday of an instant in a time zone. */
export function officeDay(instant: Date, timeZone: string): { date: string; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday: WEEKDAYS.indexOf(part('weekday')) };
}

/** How far a time zone is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in a time zone. */
export function dayStart(date: string, timeZone: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  const guess = new Date(utcMidnight.getTime() - zoneOffset(utcMidnight, timeZone));
  // Once more at the guess, in case a DST change falls between UTC midnight and local midnight.
  return new Date(utcMidnight.getTime() - zoneOffset(guess, timeZone));
}

/** A plain date plus whole days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * Warnings (never blocks) for a hearing at `scheduledAt`: it falls on the office weekend, or an attending lawyer
 * has another scheduled hearing less than an hour before or after it. The other hearing is named by id and time
 * only, since it may belong to a case the actor can't read.
 */
export async function hearingWarnings(
  tx: Db,
  hearing: { id: number; scheduledAt: Date; lawyerIds: readonly number[] },
  settings: OfficeSettings,
): Promise<HearingWarning[]> {
  const warnings: HearingWarning[] = [];
  const day = officeDay(hearing.scheduledAt, settings.timeZone);
  if (settings.weekendDays.includes(day.weekday)) {
    warnings.push({ code: 'weekend', message: `The hearing falls on a weekend day (${day.date})`, date: day.date });
  }
  if (hearing.lawyerIds.length === 0) return warnings;
  const at = hearing.scheduledAt.getTime();
  const clashes = await tx
    .select({
      lawyerId: legalHearingLawyers.userId,
      fullName: users.fullName,
      hearingId: legalHearings.id,
      scheduledAt: legalHearings.scheduledAt,
    })
    .from(legalHearingLawyers)
    .innerJoin(legalHearings, eq(legalHearings.id, legalHearingLawyers.hearingId))
    .innerJoin(users, eq(users.id, legalHearingLawyers.userId))
    .where(
      and(
        inArray(legalHearingLawyers.userId, [...hearing.lawyerIds]),
        ne(legalHearings.id, hearing.id),
        eq(legalHearings.status, 'scheduled'),
        gt(legalHearings.scheduledAt, new Date(at - HOUR_MS)),
        lt(legalHearings.scheduledAt, new Date(at + HOUR_MS)),
      ),
    )
    .orderBy(legalHearings.scheduledAt, legalHearings.id);
  for (const clash of clashes) {
    warnings.push({
      code: 'lawyerBusy',
      message: `${clash.fullName} has another hearing within an hour (${clash.scheduledAt.toISOString()})`,
      lawyerId: clash.lawyerId,
      lawyerName: clash.fullName,
      otherHearingId: clash.hearingId,
      otherScheduledAt: clash.scheduledAt.toISOString(),
    });
  }
  return warnings;
}
