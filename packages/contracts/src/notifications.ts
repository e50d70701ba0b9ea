import { z } from 'zod/mini';
import { idParamsSchema } from './params.ts';

export const notificationSchema = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.string(),
  /** A tabler icon name, e.g. `bell`. */
  icon: z.nullable(z.string()),
  color: z.nullable(z.string()),
  link: z.nullable(z.string()),
  readAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = idParamsSchema;
export const notificationUpdateBodySchema = z.object({ read: z.boolean() });
