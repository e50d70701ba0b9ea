import type { CalendarEvent, CalendarQuery } from '@mizan/contracts';
import type { Db } from '../../db/client.ts';
import { listActiveUsers } from '../../lib/office-users.ts';
import { createCalendarFeeds } from './calendar.feed.ts';
import { legalEvent, rangeDays, type CalendarActor, type LegalCalendarSource } from './calendar.legal.ts';
import { listOwnEvents, resolveRange } from './calendar.read.ts';
import { createCalendarWrites } from './calendar.write.ts';

export interface CalendarOptions {
  db: Db;
  /** The office's IANA zone, read once per call (an office setting an administrator may change). */
  officeTimeZone: () => Promise<string>;
  /** The clock: "today" for a list without a range. */
  now?: () => Date;
  /** The legal cases' hearings, powers' expiries and appeal deadlines (composed in app.ts); none when absent. */
  legalSource?: LegalCalendarSource;
  /** The origin of feed URLs. */
  publicUrl?: string;
}

/** The calendar: a user's events (their own and those they are a guest of), series expanded in the office's zone. */
export function createCalendarService({
  db,
  officeTimeZone,
  now = () => new Date(),
  legalSource,
  publicUrl = 'http://localhost:3000',
}: CalendarOptions) {
  const writes = createCalendarWrites(db, officeTimeZone);
  const feeds = createCalendarFeeds({ db, officeTimeZone, now, legalSource, publicUrl });
  return {
    async list(query: CalendarQuery, actor: CalendarActor): Promise<CalendarEvent[]> {
      const zone = await officeTimeZone();
      const range = resolveRange(query, zone, now());
      const kinds = query.calendars ?? [];
      if (kinds.length === 0) return []; // spec §7: only the kinds asked for
      const own = await listOwnEvents(db, actor.id, kinds, range, zone);
      const legal = legalSource ? await legalSource(actor, rangeDays(range, zone), kinds) : [];
      return [...own, ...legal.map(legalEvent)].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    },
    create: writes.create,
    update: writes.update,
    remove: writes.remove,
    /** Whom an event may invite: the office's active users (their names and avatars, for the drawer's picker). */
    guests: async () => ({ guests: await listActiveUsers(db) }),
    feeds,
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
