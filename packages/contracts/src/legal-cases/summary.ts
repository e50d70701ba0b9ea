import { z } from 'zod/mini';

/**
 * `GET /api/legal-cases/summary`: the legal-cases card of the CRM dashboard. Counts over the cases the user may
 * read (the team-only rule applies); "today" is the office's day (its time zone).
 */
export const caseSummarySchema = z.object({
  /** The office's day the counts were taken on (`YYYY-MM-DD`, office time zone): the agenda link opens it. */
  today: z.string(),
  timeZone: z.string(),
  /** Live cases per status; every status is present (0 when none). */
  byStatus: z.object({ intake: z.int(), active: z.int(), suspended: z.int(), closed: z.int(), archived: z.int() }),
  total: z.int(),
  /** Hearings (not cancelled) scheduled during today, office time zone. */
  hearingsToday: z.int(),
  /** Cases whose next hearing has passed with no result recorded (the list's `overdueHearings` chip). */
  overdueHearings: z.int(),
  /** Cases with a power of attorney expiring within 30 days (the list's `expiringPowers` chip). */
  expiringPowers: z.int(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;
