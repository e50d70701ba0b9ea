import type { User, UserDetail } from '@mizan/contracts';
import type { Routes, TestUser } from '@/test/harness';

/** The users pages' tests' people and API answers (not a `.test.` file); the harness does the rest. */

/** May edit users (reset links) but not manage them: no one else's sessions or notifications. */
export const EDITOR: TestUser = {
  id: 2,
  fullName: 'The editor',
  role: 'editor',
  rules: [
    { action: 'read', subject: 'User' },
    { action: 'update', subject: 'User' },
  ],
};

/** A lawyer: reads the users, changes nothing. */
export const AUTHOR: TestUser = {
  id: 3,
  fullName: 'The author',
  role: 'author',
  rules: [{ action: 'read', subject: 'User' }],
};

/** A row of the users list. */
export const userRow = (id: number, fullName: string, extra: Partial<User> = {}): User => {
  const handle = fullName.toLowerCase().replace(' ', '.');
  return {
    id,
    fullName,
    company: 'Office',
    role: 'editor',
    username: handle,
    country: 'France',
    contact: '+33 1 23',
    email: `${handle}@example.com`,
    currentPlan: 'team',
    status: 'active',
    avatar: null,
    billing: 'Auto debit',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
};

export const userDetail = (extra: Partial<UserDetail> = {}): UserDetail => ({
  id: 7,
  fullName: 'Salma Haddad',
  company: 'Office',
  role: 'author',
  username: 'salma',
  country: 'Lebanon',
  contact: '',
  email: 'salma@example.com',
  currentPlan: 'basic',
  status: 'active',
  avatar: null,
  billing: 'Auto debit',
  createdAt: '2026-01-01T00:00:00.000Z',
  taskDone: 0,
  projectDone: 0,
  taxId: null,
  language: 'en',
  timeZone: 'UTC',
  currency: 'USD',
  designation: '',
  location: '',
  lastSignInAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...extra,
});

/** The role names the filters and forms offer. */
export const ROLE_OPTIONS: Routes = {
  'GET /api/apps/users/roles': { body: { roles: ['admin', 'author', 'editor', 'subscriber'] } },
};

/** The view page's reads of `user`: its detail and every tab's list, empty. */
export const viewRoutes = (user: UserDetail): Routes => ({
  ...ROLE_OPTIONS,
  [`GET /api/apps/users/${user.id}`]: { body: user },
  'GET /api/apps/users/:id/sessions': { body: { sessions: [] } },
  'GET /api/apps/users/:id/notifications': { body: { notifications: [] } },
  'GET /api/apps/users/:id/projects': { body: { projects: [] } },
  'GET /api/apps/users/:id/connections': { body: { connections: [] } },
  'GET /api/apps/users/:id/activity': { body: { activity: [], total: 0, page: 1 } },
});
