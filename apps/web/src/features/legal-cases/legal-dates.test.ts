import { describe, expect, it } from 'vitest';
import { isHearingOverdue } from './legal-dates';

describe('isHearingOverdue', () => {
  const now = new Date('2026-03-10T09:00:00Z');

  it('is overdue once the hearing time has passed without a result', () => {
    expect(isHearingOverdue('2026-03-10T08:59:00Z', now)).toBe(true);
    expect(isHearingOverdue('2026-03-01T08:00:00Z', now)).toBe(true);
  });

  it('is not overdue before its time, or with no next hearing', () => {
    expect(isHearingOverdue('2026-03-10T09:30:00Z', now)).toBe(false);
    expect(isHearingOverdue(null, now)).toBe(false);
    expect(isHearingOverdue(undefined, now)).toBe(false);
    expect(isHearingOverdue('garbage', now)).toBe(false);
  });
});
