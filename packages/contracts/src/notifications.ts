import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** A tabler icon name, e.g. `bell`. */
  icon: z.string().nullable(),
  color: z.string().nullable(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const notificationUpdateBodySchema = z.object({ read: z.boolean() });
