import { CALENDAR_ALL_KINDS, CALENDAR_TEXT, createAppAbility, type CalendarQuery } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { loadUser } from '../../lib/identity.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { buildIcs } from './calendar.ics.ts';
import { rangeDays, type CalendarActor, type LegalCalendarSource } from './calendar.legal.ts';
import { resolveRange, rowsInRange } from './calendar.read.ts';
import { addDays, dayStartIn, todayIn } from './calendar.recurrence.ts';
import { calendarFeeds } from './calendar.table.ts';

export interface CalendarFeedOptions {
  db: Db;
  officeTimeZone: () => Promise<string>;
  now: () => Date;
  legalSource?: LegalCalendarSource;
  /** The origin feed URLs are built on (what a subscriber's calendar fetches). */
  publicUrl: string;
}

/** The window a feed carries: two months back (recent history) to a year ahead. */
const FEED_DAYS_BEFORE = 61;
const FEED_DAYS_AFTER = 365;

/** ICS export of a range and each user's private feed (a revocable token; only its SHA-256 is stored). */
export function createCalendarFeeds({ db, officeTimeZone, now, legalSource, publicUrl }: CalendarFeedOptions) {
  const host = new URL(publicUrl).hostname || 'mizan';

  async function ics(actor: CalendarActor, kinds: readonly string[], range: { from: Date; to: Date }, zone: string) {
    const wanted = CALENDAR_ALL_KINDS.filter((kind) => kinds.includes(kind));
    const { rows, exceptions } = await rowsInRange(db, actor.id, wanted, range);
    const legal = legalSource ? await legalSource(actor, rangeDays(range, zone), wanted) : [];
    return buildIcs({ name: 'Mizan', zone, host, rows, exceptions, legal });
  }

  return {
    /** `export.ics`: the range asked for (a bounded default without one); every kind when none is named. */
    async exportIcs(query: CalendarQuery, actor: CalendarActor): Promise<string> {
      const zone = await officeTimeZone();
      const range = resolveRange(query, zone, now());
      return ics(actor, query.calendars ?? CALENDAR_ALL_KINDS, range, zone);
    },

    /** Makes (or replaces) the user's feed: the URL is answered once, only its hash kept. */
    async makeFeed(userId: number): Promise<{ url: string }> {
      const token = newToken();
      const tokenHash = hashToken(token);
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } });
      return { url: `${publicUrl.replace(/\/$/, '')}/api/calendar/feed/${token}.ics` };
    },

    async revokeFeed(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /**
     * The feed behind a token: the owner's events and legal items of the window, as the owner may see them now
     * (an inactive owner, or one whose role lost the calendar, gets 404 like a revoked token).
     */
    async feedIcs(token: string): Promise<string> {
      const [feed] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, hashToken(token)));
      const user = feed && (await loadUser(db, feed.userId));
      const ability = user ? createAppAbility(user.rules) : undefined;
      if (!user || user.status !== 'active' || !ability?.can('read', 'Calendar')) throw notFound(CALENDAR_TEXT.feed);
      const zone = await officeTimeZone();
      const today = todayIn(now(), zone);
      const range = {
        from: dayStartIn(addDays(today, -FEED_DAYS_BEFORE), zone),
        to: dayStartIn(addDays(today, FEED_DAYS_AFTER), zone),
      };
      return ics({ id: user.id, ability }, CALENDAR_ALL_KINDS, range, zone);
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
