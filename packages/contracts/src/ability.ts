import { z } from 'zod/mini';

// CASL itself is in ./app-ability.ts: the browser's first load (the login page) reads rules but checks none.
export type { AppAbility } from './app-ability.ts';

/** CASL actions (spec §6); `manage` means every action. */
export const ACTIONS = ['manage', 'read', 'create', 'update', 'delete'] as const;
export const actionSchema = z.enum(ACTIONS);
export type Action = z.infer<typeof actionSchema>;

/**
 * Every subject the server and the browser check. A new area adds its subject here, once.
 * `all` matches every subject.
 */
export const SUBJECTS = [
  'all',
  'AclDemo',
  'Dashboard',
  'Notification',
  'User',
  'Role',
  'Permission',
  'LegalCase',
  'Product',
  'Order',
  'Customer',
  'Review',
  'Referral',
  'Store',
  'Invoice',
  'Kanban',
  'Calendar',
  'Email',
  'Chat',
] as const;
export const subjectSchema = z.enum(SUBJECTS);
export type Subject = z.infer<typeof subjectSchema>;

export const abilityRuleSchema = z.object({
  action: actionSchema,
  subject: subjectSchema,
  inverted: z.optional(z.boolean()),
  conditions: z.optional(z.record(z.string(), z.unknown())),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

/** What a route or menu entry needs. `public` is open to anyone; `guest` only to the signed-out. */
export type Access = 'public' | 'guest' | 'signedIn' | { action: Action; subject: Subject };
