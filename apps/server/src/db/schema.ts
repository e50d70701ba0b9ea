/** Every table of the database: the shared ones (`db/schema/`) and each module's own (`modules/<domain>/<domain>.table.ts`). */
export * from './schema/app-meta.ts';
export * from './schema/connections.ts';
export * from './schema/mail-outbox.ts';
export * from './schema/permissions.ts';
export * from './schema/projects.ts';
export * from './schema/roles.ts';
export * from './schema/sessions.ts';
export * from './schema/teams.ts';
export * from './schema/user-activity.ts';
export * from './schema/users.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from './schema/two-factor.ts';
export * from '../modules/account/account.table.ts';
export * from '../modules/users/users.table.ts';
export * from '../modules/legal-cases/legal-cases.table.ts';
export * from '../modules/ecommerce/ecommerce.table.ts';
