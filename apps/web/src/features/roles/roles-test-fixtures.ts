import type { Role, User } from '@mizan/contracts';
import { fakeServer, type Routes } from '@/test/harness';

/** The roles page's tests' fixtures. */

export const role = (id: number, name: string, userCount: number, extra: Partial<Role> = {}): Role => ({
  id,
  name,
  description: '',
  base: name === 'admin' || name === 'client',
  rules: [],
  grantedRules: [],
  permissions: [],
  userCount,
  users: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...extra,
});

export const ROLES = [role(1, 'admin', 1), role(2, 'client', 1), role(3, 'editor', 0)];

export const CLIENT: User = {
  id: 5,
  fullName: 'Client Person',
  company: 'Office',
  role: 'client',
  username: 'client',
  country: 'Tunisia',
  contact: '',
  email: 'client@demo.com',
  currentPlan: 'basic',
  status: 'active',
  avatar: null,
  billing: 'Auto debit',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The roles, the client as the only holder, a role move answered with the role; `routes` add or replace. */
export const rolesServer = (routes: Routes = {}) =>
  fakeServer({
    'GET /api/apps/roles': { body: { roles: ROLES } },
    'GET /api/apps/users': { body: { users: [CLIENT], totalUsers: 1, totalPages: 1, page: 1 } },
    'POST /api/apps/roles/:id/users': { body: ROLES[2] },
    ...routes,
  });
