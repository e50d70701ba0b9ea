import type { Notification, NotificationList } from '@mizan/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoOrNull } from '../../lib/http.ts';
import type { LivePublisher } from '../../lib/live-port.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { notifications } from './notifications.table.ts';

/** The bell menu shows the newest this many. */
export const NOTIFICATION_LIST_LIMIT = 20;

export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;
type Row = typeof notifications.$inferSelect;

const toNotification = (row: Row): Notification => ({
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  icon: row.icon,
  color: row.color,
  link: row.link,
  readAt: isoOrNull(row.readAt),
  createdAt: row.createdAt.toISOString(),
});

/** The live event of a new notification, to its user (the navbar's bell rings without a reload). */
export const NOTIFICATION_CREATED = 'notification.created';

/**
 * A user's own notifications; every method is scoped to the user, so nobody reaches another's. With `live` (app.ts),
 * a new one is also published to its user, in the transaction that stores it.
 */
export function createNotificationsService(db: Db, live?: LivePublisher) {
  const own = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

  async function create(notification: NewNotification) {
    if (!live) {
      const [row] = await db.insert(notifications).values(notification).returning();
      return toNotification(row!);
    }
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(notifications).values(notification).returning();
      const created = toNotification(row!);
      await live.publish(tx as unknown as Db, [notification.userId], NOTIFICATION_CREATED, created);
      return created;
    });
  }

  async function latest(userId: number): Promise<Notification[]> {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT);
    return rows.map(toNotification);
  }

  return {
    /** The newest NOTIFICATION_LIST_LIMIT (a user's view page shows them to those who manage users). */
    latest,

    async list(userId: number): Promise<NotificationList> {
      const [rows, [unread]] = await Promise.all([
        latest(userId),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
      ]);
      return { notifications: rows, unread: unread?.n ?? 0 };
    },

    /** Marks one as read or unread; null when it is not the user's. */
    async setRead(userId: number, id: number, read: boolean): Promise<Notification | null> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: read ? new Date() : null })
        .where(own(userId, id))
        .returning();
      return row ? toNotification(row) : null;
    },

    async readAll(userId: number) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** True when it was the user's and is gone. */
    async remove(userId: number, id: number): Promise<boolean> {
      const deleted = await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
      return deleted.length > 0;
    },

    create,

    /** A security notice after each sign-in: which browser, from where. */
    async newSignIn(event: { userId: number; ip: string | null; userAgent: string | null }) {
      const device = describeUserAgent(event.userAgent);
      await create({
        userId: event.userId,
        title: 'New sign-in',
        subtitle: `Signed in with ${device}${event.ip ? ` from ${event.ip}` : ''}. Not you? Change your password.`,
        icon: 'shield-lock',
        color: 'warning',
        link: '/pages/account-settings/security',
      });
    },

    async welcome(event: { userId: number }) {
      await create({
        userId: event.userId,
        title: 'Welcome to Mizan',
        subtitle: 'Your account is ready. Complete your profile in the account settings.',
        icon: 'confetti',
        color: 'primary',
        link: '/pages/account-settings/account',
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
