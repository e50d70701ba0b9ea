import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('uses the largest whole unit in the current language', () => {
    expect(formatRelativeTime(before(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(before(3 * 3600), 'fr', now)).toBe('il y a 3 heures');
    expect(formatRelativeTime(before(24 * 3600), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(before(14 * 24 * 3600), 'en', now)).toBe('2 weeks ago');
  });

  it('says "now" under a minute', () => {
    expect(formatRelativeTime(before(20), 'en', now)).toBe('now');
  });

  it('writes Arabic in Arabic', () => {
    expect(formatRelativeTime(before(2 * 3600), 'ar', now)).toMatch(/ساعت/);
  });
});
