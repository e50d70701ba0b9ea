/**
 * Dates of the legal-cases area that are the area's own rules. Formatting and the office's clock are shared by
 * every area: `lib/office-time.ts` (`useOfficeTime()`).
 */

/**
 * A case's next hearing is overdue once its time has passed: the server keeps `nextHearingAt` on the earliest
 * hearing still waiting for its result, so a past one means nobody recorded what happened (shown in red).
 */
export function isHearingOverdue(nextHearingAt: string | null | undefined, now: Date = new Date()): boolean {
  if (!nextHearingAt) return false;
  const at = new Date(nextHearingAt).getTime();
  return !Number.isNaN(at) && at < now.getTime();
}
